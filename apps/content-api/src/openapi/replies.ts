import { type AdminBlog, type AdminLocationPage, type Page, type PublishState, publishStates, type SuccessMessage } from '@hvac/contracts';
import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';

// OpenAPI descriptions of the wire shapes in @hvac/contracts (documentation only, never instantiated).

class BlogSectionDoc {
  @ApiProperty() heading!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) paragraph!: string;
}

class ShareImageDoc {
  @ApiProperty({ description: 'The 1200x630 JPEG rendition, e.g. /media/images/<uuid>-og.jpg' }) url!: string;
  @ApiProperty({ description: "The image's alt text; '' when decorative" }) alt!: string;
}

// The publication an item carries in admin reads and in the replies to writes (never in public reads).
class PublicationDoc {
  @ApiPropertyOptional({ enum: publishStates, description: 'Admin reads and write replies only' }) state?: PublishState;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'When it goes or went public; null for a draft never scheduled (admin reads and write replies only)' })
  publishAt?: string | null;
}

export class BlogSummaryDoc extends PublicationDoc {
  @ApiProperty() blog_id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug_url!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) brief_paragraph!: string;
  @ApiProperty() blog_image!: string;
  @ApiProperty({ example: '2025-01-31' }) published_date!: string;
  @ApiProperty({ description: 'Category id' }) category!: number;
}

export class BlogDoc extends BlogSummaryDoc {
  @ApiProperty() metaTitle!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty() canonicalLink!: string;
  @ApiProperty({ type: [BlogSectionDoc] }) blogs_content!: BlogSectionDoc[];
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ required: false, description: "The image's alt text from the media library; '' when decorative or not uploaded here (reads only)" }) blog_image_alt!: string;
  @ApiProperty({ required: false, description: "The image's caption from the media library (reads only)" }) blog_image_caption!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The chosen Open Graph image (media_id); null: the post image' }) og_image_id!: number | null;
  @ApiProperty({ required: false, type: Number, description: 'Saves and the editor\'s reads only: the version to send back as If-Match (see Two people, one post)' }) version?: number;
  @ApiProperty({ type: ShareImageDoc, nullable: true, required: false, description: 'The share picture: the chosen image, else the post image when it is in the media library (reads only)' })
  og_image!: ShareImageDoc | null;
}

export class CategoryDoc {
  @ApiProperty() category_id!: number;
  @ApiProperty() category!: string;
}

export class LocationPageDoc extends PublicationDoc {
  @ApiProperty() location_id!: number;
  @ApiProperty() slug_url!: string;
  @ApiProperty() main_heading!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) main_paragraph!: string;
  @ApiProperty() highlighted_heading!: string;
  @ApiProperty() heading_1!: string;
  @ApiProperty() heading_2!: string;
  @ApiProperty() heading_3!: string;
  @ApiProperty() heading_4!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) paragraph_1!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) paragraph_2!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) paragraph_3!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) paragraph_4!: string;
  @ApiProperty() meta_title!: string;
  @ApiProperty() meta_keywords!: string;
  @ApiProperty() meta_link!: string;
  @ApiProperty() meta_description!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The chosen Open Graph image (media_id); null: the site picture' }) og_image_id!: number | null;
  @ApiProperty({ type: ShareImageDoc, nullable: true, required: false, description: 'The share picture of the chosen image (reads only)' }) og_image!: ShareImageDoc | null;
  @ApiProperty({ required: false, type: Number, description: 'Saves and the editor\'s reads only: the version to send back as If-Match (see Two people, one post)' }) version?: number;
}

class SuccessDoc {
  @ApiProperty({ enum: ['success'] }) status!: 'success';
}

export class BlogListReply extends SuccessDoc {
  @ApiProperty({ type: [BlogDoc] }) data!: BlogDoc[];
}

export class BlogSummaryListReply extends SuccessDoc {
  @ApiProperty({ type: [BlogSummaryDoc] }) data!: BlogSummaryDoc[];
}

export class BlogReply extends SuccessDoc {
  @ApiProperty({ type: BlogDoc }) data!: BlogDoc;
}

export class BlogWriteReply extends SuccessDoc {
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ type: BlogDoc, description: 'The saved post (not on delete)' }) data?: BlogDoc;
}

export class CategoryListReply extends SuccessDoc {
  @ApiProperty({ type: [CategoryDoc] }) data!: CategoryDoc[];
}

export class LocationPageListReply extends SuccessDoc {
  @ApiProperty({ type: [LocationPageDoc] }) data!: LocationPageDoc[];
  @ApiProperty() message!: string;
}

export class LocationPageReply extends SuccessDoc {
  @ApiPropertyOptional({ type: LocationPageDoc, description: 'The page (null after a delete)', nullable: true }) data!: LocationPageDoc | null;
  @ApiProperty() message!: string;
}

export class UploadReply extends SuccessDoc {
  @ApiProperty({
    example: '/media/images/2f1c0a3e-7d43-4c8e-9d7e-0b8a6f0e1c55.jpg',
    description: 'Site-relative URL of the stored image. WebP variants sit beside it as <name>-480.webp, -960.webp and -1600.webp.',
  })
  data!: string;
  @ApiProperty() message!: string;
}

export class FailReply {
  @ApiProperty({ enum: ['fail'] }) status!: 'fail';
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'The same text as message' }) error!: string;
}

export class CategoryReply extends SuccessDoc {
  @ApiProperty({ type: CategoryDoc }) data!: CategoryDoc;
  @ApiProperty() message!: string;
}

class BlogCountDoc {
  @ApiProperty({ description: 'How many posts GET /blogs lists with the same category filter' }) total!: number;
}

export class BlogCountReply extends SuccessDoc {
  @ApiProperty({ type: BlogCountDoc }) data!: BlogCountDoc;
}

// The admin's reads carry the publication and the version a save sends back as If-Match, always.
class AdminPublicationDoc {
  @ApiProperty({ enum: publishStates }) state!: PublishState;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it goes or went public; null for a draft never scheduled' }) publishAt!: string | null;
  @ApiProperty({ description: 'The version to send back as If-Match' }) version!: number;
}
const publicationKeys = ['state', 'publishAt', 'version'] as const;

export class AdminBlogDoc extends IntersectionType(OmitType(BlogDoc, publicationKeys), AdminPublicationDoc) implements AdminBlog {}
export class AdminLocationPageDoc extends IntersectionType(OmitType(LocationPageDoc, publicationKeys), AdminPublicationDoc) implements AdminLocationPage {}

type DocClass<T = unknown> = new () => T;

// Swagger names a schema after its class; the envelopes below are made per payload, so each gets its name.
function named<C extends DocClass>(doc: C, name: string): C {
  Object.defineProperty(doc, 'name', { value: name });
  return doc;
}

// The envelope of every reply that only says what was done (deletes, restores, mails queued).
export class MessageReply extends SuccessDoc implements SuccessMessage {
  @ApiProperty() message!: string;
}

// The envelope around one payload (or a list of them, given as [Doc]): { status, data, message? }.
export function dataReply(data: DocClass | [DocClass], name: string): DocClass {
  class DataReply extends SuccessDoc {
    @ApiProperty({ type: data }) data!: unknown;
    @ApiPropertyOptional({ description: 'What was done (after a write)' }) message?: string;
  }
  return named(DataReply, name);
}

// One page of an admin list (Page<T> in @hvac/contracts).
export function pageOf<T>(item: DocClass<T>, name: string): DocClass<Page<T>> {
  class PageDoc implements Page<T> {
    @ApiProperty({ type: [item] }) items!: T[];
    @ApiProperty({ description: 'Every match, over all pages' }) total!: number;
    @ApiProperty() limit!: number;
    @ApiProperty() offset!: number;
  }
  return named(PageDoc, name);
}
