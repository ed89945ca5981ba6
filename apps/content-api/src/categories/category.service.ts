import { allCategoryName, type Category } from '@hvac/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CategoryEntity } from './category.entity';

@Injectable()
export class CategoryService {
  constructor(@InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>) {}

  async list(): Promise<Category[]> {
    const rows = await this.categories.find({ order: { id: 'ASC' } });
    return rows.map((c) => ({ category_id: c.id, category: c.name }));
  }

  async exists(id: number): Promise<boolean> {
    return this.categories.exists({ where: { id } });
  }

  // The 'All' entry stands for every category.
  async findAll(): Promise<CategoryEntity | null> {
    return this.categories.findOneBy({ name: allCategoryName });
  }
}
