import type { EnquiryAssignee } from '@hvac/contracts';
import { useEffect, useState } from 'react';
import { useSessionStore } from '../../../../lib/session/session-store';
import { getStaffUsers } from '../api/get-staff-users';

// Whom an enquiry can be assigned to: the staff accounts when the server lists them, otherwise
// only the signed-in user ("Me"), which is always true.
export function useStaffOptions(): EnquiryAssignee[] {
  const me = useSessionStore((s) => s.userInfo);
  const [staff, setStaff] = useState<EnquiryAssignee[] | null>(null);
  useEffect(() => {
    let current = true;
    getStaffUsers().then(
      (users) => current && setStaff(users.map((u) => ({ id: u._id, name: u.name }))),
      () => current && setStaff(null),
    );
    return () => {
      current = false;
    };
  }, []);
  if (staff?.length) return staff;
  return me ? [{ id: me._id, name: `Me (${me.name})` }] : [];
}
