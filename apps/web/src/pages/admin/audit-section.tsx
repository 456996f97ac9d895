import { AuditLogCard } from '../../features/admin-settings/components/audit-log-card';

/** Admin section "Audit" (decision 061): the audit log has the page to itself, as it grows with every change. */
export function AuditSection() {
  return <AuditLogCard />;
}
