import type { OperatorListItem } from '@portal/domain/schemas';
import { Building2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../../components/ButtonLink';
import {
  AddLink,
  type AdminColumn,
  AdminPageHeader,
  actionsColumn,
  EditLink,
} from '../../../../components/form';
import { formatDay, regionName, useOperators } from '../../../../shared/people';
import { PeopleTable } from '../../../../shared/people/PeopleTable';
import { OperatorLogo } from './OperatorLogo';
import styles from './operators.module.css';

function regionsText(regions: readonly string[]): string {
  return regions.length === 0 ? 'None' : regions.map(regionName).join(', ');
}

/** /admin/operators: the operators with their logos, regions and user counts. */
export default function OperatorsPage() {
  const operators = useOperators();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (operators.data ?? []).filter((operator) => operator.name.toLowerCase().includes(needle));
  }, [operators.data, search]);

  const columns: AdminColumn<OperatorListItem>[] = [
    {
      key: 'name',
      header: 'Operator',
      primary: true,
      sortValue: (operator) => operator.name.toLowerCase(),
      cell: (operator) => (
        <span className={styles.nameCell}>
          <OperatorLogo name={operator.name} link={operator.logo?.link ?? null} />
          <Link to={`/admin/operators/edit/${operator.id}`} className={styles.name}>
            {operator.name}
          </Link>
        </span>
      ),
    },
    { key: 'regions', header: 'Regions', cell: (operator) => regionsText(operator.regions) },
    {
      key: 'users',
      header: 'Users',
      align: 'end',
      sortValue: (operator) => operator.userCount,
      cell: (operator) => <span className={styles.count}>{operator.userCount}</span>,
    },
    {
      key: 'added',
      header: 'Added',
      sortValue: (operator) => operator.createdAt,
      cell: (operator) => formatDay(operator.createdAt),
    },
    actionsColumn((operator) => (
      <EditLink to={`/admin/operators/edit/${operator.id}`} name={operator.name} />
    )),
  ];

  return (
    <div>
      <AdminPageHeader
        title="Operators"
        lead="The lottery operators whose staff use the portal: their logos, and the regions their users may be given."
        actions={<AddLink to="/admin/operators/add">Add an operator</AddLink>}
      />
      <PeopleTable
        caption="Operators"
        rows={rows}
        columns={columns}
        query={operators}
        noun="operator"
        initialSort={{ key: 'name', direction: 'ascending' }}
        search={{ value: search, onChange: setSearch, label: 'Search operators by name' }}
        onClearFilters={() => setSearch('')}
        empty={{
          icon: <Building2 />,
          title: 'No operators yet',
          text: 'Add an operator before you add its staff: their regions come from the operator.',
          action: <ButtonLink to="/admin/operators/add">Add an operator</ButtonLink>,
        }}
      />
    </div>
  );
}
