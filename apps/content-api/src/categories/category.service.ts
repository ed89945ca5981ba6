import { allCategoryName, type Category } from '@hvac/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { CategoryEntity } from './category.entity';

const toCategory = (c: CategoryEntity): Category => ({ category_id: c.id, category: c.name });

@Injectable()
export class CategoryService {
  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async list(): Promise<Category[]> {
    return this.listWith(this.categories.manager);
  }

  async exists(id: number): Promise<boolean> {
    return this.categories.exists({ where: { id } });
  }

  // The 'All' entry stands for every category.
  async findAll(): Promise<CategoryEntity | null> {
    return this.categories.findOneBy({ name: allCategoryName });
  }

  // A new category goes to the end of the list.
  async create(name: string): Promise<Category> {
    return this.dataSource.transaction(async (em) => {
      await lockCategories(em);
      const [{ last }] = (await em.query(`SELECT COALESCE(MAX(position), 0)::int AS last FROM content.categories`)) as { last: number }[];
      const saved = await this.saveName(em, em.create(CategoryEntity, { name, position: last + 1 }));
      return toCategory(saved);
    });
  }

  async rename(id: number, name: string): Promise<Category> {
    return this.dataSource.transaction(async (em) => {
      const category = await this.findForChange(em, id, 'renamed');
      category.name = name;
      return toCategory(await this.saveName(em, category));
    });
  }

  // The list must name every category exactly once, so two screens reordering at once cannot lose one.
  async reorder(ids: number[]): Promise<Category[]> {
    return this.dataSource.transaction(async (em) => {
      await lockCategories(em);
      const existing = await em.find(CategoryEntity);
      const known = new Set(existing.map((c) => c.id));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length) throw new BadRequestException(`category_ids names categories that do not exist: ${unknown.join(', ')}`);
      if (ids.length !== existing.length) throw new BadRequestException('category_ids must list every category exactly once');
      await em.query(
        `UPDATE content.categories c SET position = o.n FROM unnest($1::int[]) WITH ORDINALITY AS o(id, n) WHERE c.category_id = o.id`,
        [ids],
      );
      return this.listWith(em);
    });
  }

  // Moves the posts and deletes the category in one transaction, so no post is ever left without one.
  async remove(id: number, moveTo: number): Promise<{ moved: number }> {
    if (moveTo === id) throw new BadRequestException('move_to must be a different category than the one deleted');
    return this.dataSource.transaction(async (em) => {
      await lockCategories(em);
      const category = await this.findForChange(em, id, 'deleted');
      const { real } = (await em.query(`SELECT count(*)::int AS real FROM content.categories WHERE lower(category) <> lower($1)`, [allCategoryName]))[0] as { real: number };
      if (real <= 1) {
        throw new ConflictException('The last category cannot be deleted; a post always needs one');
      }
      const target = await em.findOneBy(CategoryEntity, { id: moveTo });
      if (!target) throw new BadRequestException(`move_to: category ${moveTo} does not exist`);
      if (isAll(target)) throw new BadRequestException(`move_to: posts cannot be moved to '${allCategoryName}'`);
      const [{ moved }] = (await em.query(
        `WITH moved AS (UPDATE content.blogs SET category_id = $1 WHERE category_id = $2 RETURNING 1) SELECT count(*)::int AS moved FROM moved`,
        [moveTo, id],
      )) as { moved: number }[];
      await em.delete(CategoryEntity, { id: category.id });
      return { moved };
    });
  }

  private async findForChange(em: EntityManager, id: number, change: string): Promise<CategoryEntity> {
    const category = await em.findOneBy(CategoryEntity, { id });
    if (!category) throw new NotFoundException(`Category ${id} not found`);
    if (isAll(category)) throw new ConflictException(`'${allCategoryName}' stands for every category and cannot be ${change}`);
    return category;
  }

  private async saveName(em: EntityManager, category: CategoryEntity): Promise<CategoryEntity> {
    const clash = await em
      .createQueryBuilder(CategoryEntity, 'c')
      .where('lower(c.name) = lower(:name) AND c.id <> :id', { name: category.name, id: category.id ?? 0 })
      .getExists();
    if (clash || category.name.toLowerCase() === allCategoryName.toLowerCase()) {
      throw new ConflictException(`A category named '${category.name}' already exists`);
    }
    try {
      return await em.save(category);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(`A category named '${category.name}' already exists`);
      throw error;
    }
  }

  private async listWith(em: EntityManager): Promise<Category[]> {
    const rows = await em.find(CategoryEntity, { order: { position: 'ASC', id: 'ASC' } });
    return rows.map(toCategory);
  }
}

const isAll = (c: CategoryEntity) => c.name.toLowerCase() === allCategoryName.toLowerCase();

// Category changes are rare; one lock serialises them so positions and the last-category rule hold.
function lockCategories(em: EntityManager): Promise<unknown> {
  return em.query(`LOCK TABLE content.categories IN SHARE ROW EXCLUSIVE MODE`);
}
