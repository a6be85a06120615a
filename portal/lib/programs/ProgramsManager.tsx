import { Trans, useLingui } from '@lingui/react/macro';
import * as programs from '#sdk/resources/programs';
import * as programSheets from '#sdk/resources/program-sheets';
import type { ProgramOwner } from '#sdk/resources/programs';
import type { Program } from '#sdk/schemas/university';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as styles from './programs.css.ts';
import { ProgramDialog } from './ProgramDialog.tsx';
import { ProgramImport } from './ProgramImport.tsx';

/**
 * A university's programmes, as the public catalogue shows them: add, edit, delete. The
 * university manages its own ('own'); an admin any university's (by id).
 */
export function ProgramsManager({ owner }: { owner: ProgramOwner }) {
  const { t, i18n } = useLingui();
  const labels = useCatalogueLabels();
  const [version, setVersion] = useState(0);
  const list = useLoad(() => programs.list(api, owner), `${owner}:${version}`);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Program | null>(null);
  const { busy, run } = useAction();
  const reload = () => setVersion((n) => n + 1);

  const remove = async () => {
    if (!deleting) return;
    await run(() => programs.remove(api, owner, deleting.id), {
      done: t`Program deleted successfully`,
      failed: t`Failed to delete program`,
      onDone: () => {
        setDeleting(null);
        reload();
      },
    });
  };

  const exportCsv = () =>
    run(
      async () =>
        saveBlob(
          await programSheets.exportCsv(api, owner, { lang: i18n.locale === 'ar' ? 'ar' : 'en' }),
          'programs.csv',
        ),
      {
        failed: t`Failed to export programmes`,
      },
    );

  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <Button onClick={() => setEditing('new')}>
          <Trans>Add program</Trans>
        </Button>
        <ProgramImport owner={owner} onImported={reload} />
        <Button variant="secondary" onClick={exportCsv} loading={busy}>
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      {list.status === 'loading' && <Skeleton lines={5} label={t`Loading programs…`} />}
      {list.status === 'failed' && <ErrorState title={t`Error Loading Programs`} onRetry={list.retry} />}
      {list.status === 'ready' &&
        (list.data.programs.length === 0 ? (
          <EmptyState
            title={t`No programs listed yet`}
            description={t`Add your programmes so that students find them in the catalogue.`}
          />
        ) : (
          <Table
            caption={t`Your programs`}
            rows={list.data.programs}
            rowKey={(p) => p.id}
            columns={[
              { key: 'name', header: t`Program`, cell: (p) => <bdi>{p.name}</bdi> },
              { key: 'level', header: t`Level`, cell: (p) => labels.level(p.level) },
              {
                key: 'actions',
                header: t`Actions`,
                cell: (p) => (
                  <div className={styles.actions}>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(p.id)}>
                      <Trans>Edit</Trans>
                      <span className={visuallyHidden}> {p.name}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(p)}>
                      <Trans>Delete</Trans>
                      <span className={visuallyHidden}> {p.name}</span>
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        ))}
      {editing && (
        <ProgramDialog
          owner={owner}
          programId={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete program`}
        confirmLabel={t`Delete`}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      >
        <p>
          <Trans>
            Delete <bdi>{deleting?.name}</bdi>? It disappears from the catalogue. Applications already made keep its
            name.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
