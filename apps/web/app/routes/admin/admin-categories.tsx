import { categoryAction } from '../../features/admin/content/api/category-action';
import { getCategories } from '../../features/admin/content/api/get-categories';
import { CategoriesScreen } from '../../features/admin/content/components/categories-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-categories';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return { categories: await getCategories() };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return categoryAction(await request.formData());
}

export const meta: Route.MetaFunction = () => adminMeta('Categories');

export default function AdminCategoriesRoute({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen categories={loaderData.categories} />;
}
