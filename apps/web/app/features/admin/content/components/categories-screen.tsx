import { allCategoryName, type Category, categoryNameMax } from '@hvac/contracts';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { apiErrorMessage } from '../../../../lib/api-error';
import { createCategory, deleteCategory, renameCategory, reorderCategories } from '../api/change-categories';
import { useBannerStore } from '../../kit/stores/banner-store';
import { AdminDialog } from '../../kit/components/admin-dialog';
import { SelectField, TextField } from '../../kit/components/form-fields';

const isAll = (c: Category) => c.category.toLowerCase() === allCategoryName.toLowerCase();

// Creates, renames, orders and deletes the categories posts are filed under. 'All' is the blog's
// "every category" filter, so it is neither listed here nor offered as a home for posts.
export function CategoriesScreen({ categories }: { categories: Category[] }) {
  const revalidator = useRevalidator();
  const showBanner = useBannerStore((s) => s.show);
  const all = categories.find(isAll);
  const editable = categories.filter((c) => !isAll(c));
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [moveTo, setMoveTo] = useState('');

  const run = async (action: () => Promise<string>, failure: string): Promise<boolean> => {
    setBusy(true);
    try {
      showBanner('success', await action());
      await revalidator.revalidate();
      return true;
    } catch (error) {
      showBanner('error', await apiErrorMessage(error, failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) return showBanner('error', 'Type a name for the new category.');
    if (await run(async () => `Category "${(await createCategory(name)).category}" added.`, 'The category could not be added.')) setNewName('');
  };

  const saveRename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    const { id, name } = renaming;
    if (await run(async () => `Category renamed to "${(await renameCategory(id, name.trim())).category}".`, 'The category could not be renamed.')) setRenaming(null);
  };

  const move = (index: number, by: -1 | 1) => {
    const order = [...editable];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    const ids = [...(all ? [all.category_id] : []), ...order.map((c) => c.category_id)];
    const save = async () => {
      await reorderCategories(ids);
      return 'Order saved.';
    };
    void run(save, 'The order could not be saved.');
  };

  const confirmDelete = async () => {
    if (!deleting || !moveTo) return;
    if (await run(() => deleteCategory(deleting.category_id, Number(moveTo)), 'The category could not be deleted.')) setDeleting(null);
  };

  const targets = editable.filter((c) => c.category_id !== deleting?.category_id).map((c) => ({ value: String(c.category_id), label: c.category }));

  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Categories</h1>
          <p className="lead">The topics posts are filed under, in the order the blog shows them. Deleting a category moves its posts to another one.</p>
        </div>
      </div>
      <form className="admin-inline-form" onSubmit={(e) => void add(e)}>
        <TextField label="New category" value={newName} onChange={setNewName} maxLength={categoryNameMax} />
        <Button type="submit" variant="navy" busy={busy} busyLabel="Saving...">
          Add category
        </Button>
      </form>
      <div className="admin-table-wrap" role="region" aria-label="Categories" tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Order</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {editable.map((c, index) => (
              <tr key={c.category_id}>
                <td>
                  {renaming?.id === c.category_id ? (
                    <form onSubmit={(e) => void saveRename(e)}>
                      <TextField label={`New name for ${c.category}`} value={renaming.name} onChange={(name) => setRenaming({ id: c.category_id, name })} maxLength={categoryNameMax} autoFocus />
                      <div className="btn-row">
                        <Button type="submit" variant="navy" busy={busy} busyLabel="Saving...">
                          Save name
                        </Button>
                        <Button variant="outline" onClick={() => setRenaming(null)}>
                          Cancel
                        </Button>
                      </div>
                    </form>
                  ) : (
                    <strong>{c.category}</strong>
                  )}
                </td>
                <td>
                  <div className="btn-row">
                    <Button variant="outline" disabled={busy || index === 0} aria-label={`Move ${c.category} up`} onClick={() => move(index, -1)}>
                      Up
                    </Button>
                    <Button variant="outline" disabled={busy || index === editable.length - 1} aria-label={`Move ${c.category} down`} onClick={() => move(index, 1)}>
                      Down
                    </Button>
                  </div>
                </td>
                <td>
                  <div className="btn-row">
                    <Button variant="outline" aria-label={`Rename ${c.category}`} onClick={() => setRenaming({ id: c.category_id, name: c.category })}>
                      Rename
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`Delete ${c.category}`}
                      disabled={editable.length <= 1}
                      title={editable.length <= 1 ? 'The last category cannot be deleted' : undefined}
                      onClick={() => {
                        setMoveTo('');
                        setDeleting(c);
                      }}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminDialog open={deleting !== null} title={`Delete "${deleting?.category ?? ''}"`} onRequestClose={() => setDeleting(null)} size="narrow">
        <div className="admin-dialog__body">
          <p>Its posts need another category. They move there before the category is deleted.</p>
          <SelectField label="Move its posts to" value={moveTo} onChange={setMoveTo} options={targets} placeholder="Choose a category" required />
        </div>
        <div className="admin-dialog__foot">
          <Button variant="outline" onClick={() => setDeleting(null)} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" disabled={!moveTo} busy={busy} busyLabel="Deleting..." onClick={() => void confirmDelete()}>
            Move posts and delete
          </Button>
        </div>
      </AdminDialog>
    </>
  );
}
