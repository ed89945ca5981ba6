import { allCategoryName, type Category, type CategoryInput, categoryNameMax } from '@hvac/contracts';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { AdminDialog } from '../../kit/components/admin-dialog';
import { SelectField, TextField } from '../../kit/components/form-fields';
import { ListScreen } from '../../kit/components/list-screen';
import { useActionFetcher, useConfirmedAction } from '../../kit/hooks/use-action-fetcher';
import { useSchemaForm } from '../../kit/hooks/use-schema-form';
import { categoryResolver } from '../utils/category-draft';

const isAll = (c: Category) => c.category.toLowerCase() === allCategoryName.toLowerCase();

// Creates, renames, orders and deletes the categories posts are filed under. 'All' is the blog's
// "every category" filter, so it is neither listed here nor offered as a home for posts. Writes: api/category-action.ts.
export function CategoriesScreen({ categories }: { categories: Category[] }) {
  const all = categories.find(isAll);
  const editable = categories.filter((c) => !isAll(c));
  // The new name and a renamed one, each a form checked by the schema content-api validates names with.
  const newName = useSchemaForm<CategoryInput>({ defaultValues: { category: '' }, resolver: categoryResolver });
  const rename = useSchemaForm<CategoryInput>({ defaultValues: { category: '' }, resolver: categoryResolver });
  const [renaming, setRenaming] = useState<number | null>(null);
  const [moveTo, setMoveTo] = useState('');
  const adder = useActionFetcher({ onSuccess: () => newName.reset() });
  const renamer = useActionFetcher({ onSuccess: () => setRenaming(null) });
  const mover = useActionFetcher();
  const remover = useConfirmedAction<Category>();
  const deleting = remover.asking;
  const busy = [adder, renamer, mover, remover].some((action) => action.fetcher.state !== 'idle');

  const add = newName.submit(({ category }) => adder.submit({ intent: 'add', name: category }));
  const saveRename = rename.submit(({ category }) => renaming !== null && renamer.submit({ intent: 'rename', id: renaming, name: category }));
  const startRename = (c: Category) => {
    rename.reset({ category: c.category });
    setRenaming(c.category_id);
  };

  const move = (index: number, by: -1 | 1) => {
    const order = [...editable];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    mover.submit({ intent: 'order', order: [...(all ? [all.category_id] : []), ...order.map((c) => c.category_id)].join(',') });
  };

  const targets = editable.filter((c) => c.category_id !== deleting?.category_id).map((c) => ({ value: String(c.category_id), label: c.category }));

  return (
    <ListScreen
      title="Categories"
      lead="The topics posts are filed under, in the order the blog shows them. Deleting a category moves its posts to another one."
      tools={
        <form ref={newName.formRef} className="admin-inline-form" noValidate onSubmit={(event) => void add(event)}>
          <TextField label="New category" value={newName.draft.category} error={newName.errors['category']} onChange={(name) => newName.change('category', name)} maxLength={categoryNameMax} />
          <Button type="submit" variant="navy" busy={busy} busyLabel="Saving...">
            Add category
          </Button>
        </form>
      }
      label="Categories"
      columns={['Name', 'Order', 'Actions']}
      rows={editable.map((c, index) => (
        <tr key={c.category_id}>
          <td>
            {renaming === c.category_id ? (
              <form ref={rename.formRef} noValidate onSubmit={(event) => void saveRename(event)}>
                <TextField
                  label={`New name for ${c.category}`}
                  value={rename.draft.category}
                  error={rename.errors['category']}
                  onChange={(name) => rename.change('category', name)}
                  maxLength={categoryNameMax}
                  autoFocus
                />
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
              <Button variant="outline" aria-label={`Rename ${c.category}`} onClick={() => startRename(c)}>
                Rename
              </Button>
              <Button
                variant="danger"
                aria-label={`Delete ${c.category}`}
                disabled={editable.length <= 1}
                title={editable.length <= 1 ? 'The last category cannot be deleted' : undefined}
                onClick={() => {
                  setMoveTo('');
                  remover.ask(c);
                }}
              >
                Delete
              </Button>
            </div>
          </td>
        </tr>
      ))}
    >
      <AdminDialog open={remover.dialog.open} title={`Delete "${deleting?.category ?? ''}"`} onRequestClose={remover.dialog.onCancel} size="narrow">
        <div className="admin-dialog__body">
          <p>Its posts need another category. They move there before the category is deleted.</p>
          <SelectField label="Move its posts to" value={moveTo} onChange={setMoveTo} options={targets} placeholder="Choose a category" required />
        </div>
        <div className="admin-dialog__foot">
          <Button variant="outline" onClick={remover.dialog.onCancel} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" disabled={!moveTo} busy={remover.dialog.busy} busyLabel="Deleting..." onClick={() => deleting && remover.submit({ intent: 'delete', id: deleting.category_id, moveTo })}>
            Move posts and delete
          </Button>
        </div>
      </AdminDialog>
    </ListScreen>
  );
}
