import { useAdminUser } from '../api/get-admin-user';
import { EditLoader } from '@/components/admin/edit-loader';
import { UserForm } from './user-form';

/** /admin/users/{id}/edit: loads the user, then the form filled with it. */
export function UserEdit({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminUser(id, valid);
  return (
    <EditLoader query={query} valid={valid} section="users">
      {(user) => <UserForm key={user.id} user={user} />}
    </EditLoader>
  );
}
