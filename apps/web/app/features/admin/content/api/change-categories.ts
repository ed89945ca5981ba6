import { apiPaths, type Category, type CategoryInput, type CategoryOrderInput, type SuccessData, type SuccessMessage } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function createCategory(name: string): Promise<Category> {
  const body: CategoryInput = { category: name };
  return (await api.post(apiUrl(apiPaths.categories), { json: body }).json<SuccessData<Category>>()).data;
}

export async function renameCategory(id: number, name: string): Promise<Category> {
  const body: CategoryInput = { category: name };
  return (await api.patch(apiUrl(apiPaths.category(id)), { json: body }).json<SuccessData<Category>>()).data;
}

export async function reorderCategories(ids: number[]): Promise<void> {
  const body: CategoryOrderInput = { category_ids: ids };
  await api.put(apiUrl(apiPaths.categoryOrder), { json: body });
}

// Resolves to the server's message, which says how many posts moved.
export async function deleteCategory(id: number, moveTo: number): Promise<string> {
  const url = `${apiUrl(apiPaths.category(id))}?move_to=${moveTo}`;
  return (await api.delete(url).json<SuccessMessage>()).message;
}
