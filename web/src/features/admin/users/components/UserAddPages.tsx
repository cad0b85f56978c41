import { parseId } from '@portal/domain';
import type { UserSaved } from '@portal/domain/schemas';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { alerts } from '../../../../components/alerts';
import { AdminPageHeader } from '../../../../components/form';
import { personName } from '../../../../shared/people';
import { newUserFormValues, UserEditor, type UserFormValues } from './UserEditor';

/** Where a screen that links to Add a user wants the admin back after saving (e.g. an operator's page). */
interface ReturnState {
  returnTo?: string;
}

/** Each add page's header: the way back to its list, its title and what it says. */
const ADD_PAGE_HEADERS = {
  user: {
    backTo: '/admin/users',
    backLabel: 'All users',
    title: 'Add a user',
    lead: 'They get a link to choose a password, then sign in with their e-mail address.',
  },
  guest: {
    backTo: '/admin/users/guests',
    backLabel: 'All guests',
    title: 'Add a guest',
    lead: 'A guest signs in with a link, without a password, until the last day you choose.',
  },
} as const;

/** An add page: its header over the editor of a new user or guest. */
function AddPage({
  kind,
  initialValues,
  onSaved,
}: {
  kind: 'user' | 'guest';
  initialValues: UserFormValues;
  onSaved: (saved: UserSaved) => void;
}) {
  const header = ADD_PAGE_HEADERS[kind];
  return (
    <div>
      <AdminPageHeader
        back={
          <Link to={header.backTo}>
            <ArrowLeft aria-hidden="true" /> {header.backLabel}
          </Link>
        }
        title={header.title}
        lead={header.lead}
      />
      <UserEditor kind={kind} initialValues={initialValues} onSaved={onSaved} />
    </div>
  );
}

/** /admin/users/add (?operator=id preselects an operator user's operator). */
export function UserAddPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = (useLocation().state as ReturnState | null)?.returnTo ?? '/admin/users';
  const presetOperator = parseId(params.get('operator')) ?? undefined;
  const initialValues = useMemo(
    () => newUserFormValues('user', { operator: presetOperator }),
    [presetOperator],
  );

  function saved({ user, setPasswordMailSent }: UserSaved) {
    alerts.success(
      setPasswordMailSent
        ? `${personName(user)} was added. A link to choose a password was mailed to ${user.email}.`
        : `${personName(user)} was added. No mail was sent: send a set-password link from the list when ready.`,
    );
    navigate(returnTo);
  }

  return <AddPage kind="user" initialValues={initialValues} onSaved={saved} />;
}

/** /admin/users/add/guest: a guest with a link valid for the days chosen; its page shows the link to copy. */
export function GuestAddPage() {
  const navigate = useNavigate();
  const initialValues = useMemo(() => newUserFormValues('guest'), []);

  function saved({ user }: UserSaved) {
    alerts.success(`${personName(user)} was added. Copy the guest link and send it to them.`);
    navigate(`/admin/users/edit/${user.id}`, { replace: true });
  }

  return <AddPage kind="guest" initialValues={initialValues} onSaved={saved} />;
}
