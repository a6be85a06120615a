import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as adminUniversities from '#sdk/resources/admin-universities';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { ProgramsManager } from '#portal/lib/programs/ProgramsManager.tsx';
import { useDebounced } from '#portal/lib/use-debounced.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';

/** /admin/programs: find a university, then add, edit and delete its programmes (the programme API). */
export default function AdminProgramsPage() {
  const { t } = useLingui();
  usePageTitle(t`Programs`);
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const term = useDebounced(search.trim());
  const found = useLoad(
    () => adminUniversities.list(api, { search: term || undefined, limit: PAGE_SIZES.wizardUniversityPicker }),
    term,
  );
  const options =
    found.status === 'ready'
      ? found.data.universities.map((u) => ({ value: String(u.id), label: `${u.name} (${format.country(u.country)})` }))
      : [];
  const university =
    found.status === 'ready' ? found.data.universities.find((u) => String(u.id) === chosen) : undefined;
  return (
    <div className={styles.page}>
      <PageHeader
        title={<Trans>Programs</Trans>}
        lead={<Trans>The programmes of each university in the catalogue.</Trans>}
      />
      <Card>
        <div className={styles.toolbar}>
          <TextField
            label={t`Search universities`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select
            label={t`University`}
            placeholder={t`Select a university`}
            options={options}
            value={university ? chosen : ''}
            onChange={(event) => setChosen(event.target.value)}
          />
        </div>
      </Card>
      {university ? (
        <Card title={university.name}>
          <ProgramsManager owner={university.id} />
        </Card>
      ) : (
        <EmptyState icon="search" title={t`Select a university to see its programmes`} />
      )}
    </div>
  );
}
