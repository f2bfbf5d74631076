import { FaqManagement } from '../../features/admin-faqs/components/faq-management';
import { AdminGate } from '../../features/auth/components/admin-gate';

/** The admin screen composes the two features, which never import each other. */
export default function AdminPage() {
  return (
    <AdminGate>
      <FaqManagement />
    </AdminGate>
  );
}
