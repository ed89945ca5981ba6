import { type AdminActionReply, adminActionReply, formId, formText } from '../../kit/utils/admin-action';
import { createCategory, deleteCategory, renameCategory, reorderCategories } from './change-categories';

// The categories screen's writes: add, rename, a new order (every id, 'All' first) and delete moving the posts.
export function categoryAction(form: FormData): Promise<AdminActionReply> {
  const name = formText(form, 'name').trim();
  switch (formText(form, 'intent')) {
    case 'add':
      return adminActionReply(async () => `Category "${(await createCategory(name)).category}" added.`, 'The category could not be added.');
    case 'rename':
      return adminActionReply(async () => `Category renamed to "${(await renameCategory(formId(form), name)).category}".`, 'The category could not be renamed.');
    case 'order': {
      const ids = formText(form, 'order').split(',').map(Number);
      return adminActionReply(async () => (await reorderCategories(ids), 'Order saved.'), 'The order could not be saved.');
    }
    default:
      return adminActionReply(() => deleteCategory(formId(form), formId(form, 'moveTo')), 'The category could not be deleted.');
  }
}
