import type { OperatorListItem } from '@portal/domain/schemas';
import { Building2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../../components/ButtonLink';
import {
  AddLink,
  type AdminColumn,
  AdminPageHeader,
  actionsColumn,
  EditLink,
  type SortState,
} from '../../../../components/form';
import { formatDate, regionsText, useListParams } from '../../../../shared/admin';
import { AdminList } from '../../../../shared/admin/AdminList';
import { useOperators } from '../../../../shared/people';
import { OperatorLogo } from './OperatorLogo';
import styles from './operators.module.css';

const NO_FILTERS = [] as const;
const FIRST_SORT: SortState = { key: 'name', direction: 'ascending' };

/** /admin/operators: the operators with their logos, regions and user counts. */
export default function OperatorsPage() {
  const operators = useOperators();
  const list = useListParams({ filters: NO_FILTERS, sort: FIRST_SORT });
  const rows = useMemo(() => {
    const needle = list.search.trim().toLowerCase();
    return (operators.data ?? []).filter((operator) => operator.name.toLowerCase().includes(needle));
  }, [operators.data, list.search]);

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
      cell: (operator) => formatDate(operator.createdAt, 'day'),
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
      <AdminList
        caption="Operators"
        query={operators}
        rows={rows}
        params={list}
        columns={columns}
        noun="operator"
        count={{ total: operators.data?.length ?? 0 }}
        search={{ label: 'Search operators by name' }}
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
