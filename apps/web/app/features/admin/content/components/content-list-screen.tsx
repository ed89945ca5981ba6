import { deletedItemRedirectDefaults, type Page, type PublishState } from '@hvac/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { PageSpinner } from '../../../../components/ui/spinner';
import { StatusMessage } from '../../../../components/ui/status-message';
import { useConfirmedAction } from '../../kit/hooks/use-action-fetcher';
import { useRouteData } from '../../kit/hooks/use-route-data';
import type { EditorControls } from '../hooks/use-content-editor';
import type { ListQuery } from '../../kit/utils/pagination';
import { ConfirmDialog } from '../../kit/components/confirm-dialog';
import { EditorDialog } from '../../kit/components/editor-dialog';
import { ListSearch } from '../../kit/components/list-search';
import { Pagination } from '../../kit/components/pagination';
import { type ContentKind, contentRecordHref } from '../api/content-record';
import { RedirectsTargetField } from './redirects-target-field';
import { StateFilter } from './state-filter';

// What the screen of one kind says: its heading and lead, the add button, the list when empty, the item's
// name on its Edit and Delete buttons (`noun`) and in the search and the state filter (`plural`), the
// editing popup's title, and the delete confirmation's question.
export type ContentListTexts = {
  heading: string;
  lead: string;
  addLabel: string;
  emptyText: string;
  noun: string;
  plural: string;
  searchHint: string;
  editorTitle: string;
  loadingLabel: string;
  deleteTitle: string;
};

type ContentListScreenProps<T extends { state: PublishState }> = {
  kind: ContentKind;
  // One page of the list, the page, search and state shown.
  page: Page<T>;
  list: ListQuery;
  state: PublishState | null;
  idOf: (item: T) => number;
  texts: ContentListTexts;
  compact?: boolean;
  // What a card shows above its buttons; the element with id `titleId` names the card.
  card: (item: T, titleId: string) => ReactNode;
  // The form for a new item (null) or for the stored one.
  form: (item: T | null, controls: EditorControls) => ReactNode;
  // What the delete confirmation says will happen to the item.
  deleteMessage: (item: T) => string;
};

const redirectDefaults: Record<ContentKind, string> = { blogs: deletedItemRedirectDefaults.blog, 'location-pages': deletedItemRedirectDefaults['location-page'] };

// Visitors could reach the address of a published item only (a draft's address never answered): deleting one asks
// where its address leads, the kind's default unless the owner picks another path.
const isPublic = (item: { state: PublishState }) => item.state === 'published';

type EditTarget = { mode: 'create' } | { mode: 'edit'; id: number };

// The admin screen of posts or location pages: the list as cards, the editing popup for a new or a
// stored item (read fresh by id from the data route), and deletion after a confirmation (posted to the
// route's action); outcomes show in the banner.
export function ContentListScreen<T extends { state: PublishState }>({ kind, page, list, state, idOf, texts, compact, card, form, deleteMessage }: ContentListScreenProps<T>) {
  const { heading, lead, addLabel, emptyText, noun, plural, searchHint, editorTitle, loadingLabel, deleteTitle } = texts;
  const navigation = useNavigation();
  const [target, setTarget] = useState<EditTarget | null>(null);
  const remover = useConfirmedAction<T>();
  const pendingDelete = remover.asking;
  const [redirectTo, setRedirectTo] = useState(redirectDefaults[kind]);
  // After a delete the card (and its button) is gone: focus lands on the page heading instead.
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The editor's save (and a restore from its History) went through an action: the banner has told it and the
  // framework reads the list again; the popup closes.
  const onSaved = () => setTarget(null);

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remover.submit({ intent: 'delete', id: idOf(pendingDelete), redirectTo: isPublic(pendingDelete) ? redirectTo : '' });
  };
  const deleted = remover.fetcher.state === 'idle' && remover.fetcher.data !== undefined;
  useEffect(() => {
    if (deleted) headingRef.current?.focus();
  }, [deleted, remover.fetcher.data]);

  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            {heading}
          </h1>
          <p className="lead">{lead}</p>
        </div>
        <Button onClick={() => setTarget({ mode: 'create' })}>{addLabel}</Button>
      </div>
      <StateFilter noun={plural} current={state} />
      <ListSearch label={`Search ${plural}`} hint={searchHint} q={list.q} />
      {page.items.length === 0 ? (
        <p className="admin-empty">{list.q ? `Nothing matches “${list.q}”.` : emptyText}</p>
      ) : (
        <ul className={compact ? 'admin-cards admin-cards--compact' : 'admin-cards'} aria-busy={navigation.state === 'loading' || undefined}>
          {page.items.map((item) => (
            <ContentCard key={idOf(item)} noun={noun} onEdit={() => setTarget({ mode: 'edit', id: idOf(item) })} onDelete={() => {
                setRedirectTo(redirectDefaults[kind]);
                remover.ask(item);
              }}
            >
              {(titleId) => card(item, titleId)}
            </ContentCard>
          ))}
        </ul>
      )}
      <Pagination page={list.page} total={page.total} label={heading} />
      <EditorDialog open={target !== null} title={editorTitle} onClose={() => setTarget(null)}>
        {({ requestClose, setDirty }) =>
          target?.mode === 'edit' ? (
            <StoredItem<T> href={contentRecordHref(kind, target.id)} loadingLabel={loadingLabel} requestClose={requestClose}>
              {(item) => form(item, { requestClose, setDirty, onSaved })}
            </StoredItem>
          ) : (
            form(null, { requestClose, setDirty, onSaved })
          )
        }
      </EditorDialog>
      <ConfirmDialog
        {...remover.dialog}
        title={deleteTitle}
        message={pendingDelete ? deleteMessage(pendingDelete) : ''}
        confirmLabel={`Delete ${noun}`}
        onConfirm={confirmDelete}
      >
        {pendingDelete && isPublic(pendingDelete) ? <RedirectsTargetField value={redirectTo} onChange={setRedirectTo} /> : null}
      </ConfirmDialog>
    </>
  );
}

type StoredItemProps<T> = { href: string; loadingLabel: string; requestClose: () => void; children: (item: T) => ReactNode };

// The editor of a stored item starts once the data route has read it; a later reload keeps the open form.
function StoredItem<T>({ href, loadingLabel, requestClose, children }: StoredItemProps<T>) {
  const { reply } = useRouteData<T>(href);
  if (reply === undefined) return <PageSpinner label={loadingLabel} />;
  if (!reply.ok) {
    return (
      <div className="admin-dialog__body">
        <StatusMessage status={{ tone: 'error', text: reply.message }} />
        <Button variant="outline" onClick={requestClose}>
          Close
        </Button>
      </div>
    );
  }
  return children(reply.data);
}

type ContentCardProps = { noun: string; onEdit: () => void; onDelete: () => void; children: (titleId: string) => ReactNode };

// One item of the list with its Edit and Delete buttons, which the card's title describes.
function ContentCard({ noun, onEdit, onDelete, children }: ContentCardProps) {
  const titleId = useId();
  return (
    <li className="admin-card">
      {children(titleId)}
      <div className="admin-card__actions">
        <Button variant="navy" className="btn--sm" onClick={onEdit} aria-describedby={titleId}>
          Edit {noun}
        </Button>
        <Button variant="outline" className="btn--sm btn--quiet-danger" onClick={onDelete} aria-describedby={titleId}>
          Delete {noun}
        </Button>
      </div>
    </li>
  );
}
