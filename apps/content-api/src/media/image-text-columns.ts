// SQL select items that read an image's alt text and caption from the media library by its URL
// (an indexed unique lookup), for reads that return content with an image field.
export function imageTextColumns(urlColumn: string, altAs: string, captionAs: string): string {
  const lookup = (field: string) => `COALESCE((SELECT m.${field} FROM content.media m WHERE m.url = ${urlColumn}), '')`;
  return `${lookup('alt')} AS ${altAs}, ${lookup('caption')} AS ${captionAs}`;
}
