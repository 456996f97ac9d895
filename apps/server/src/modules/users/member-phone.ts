import { MEMBER_MESSAGES, MESSAGES } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { e164Of } from '../phones/phones.service.js';
import { getClubCountry } from '../settings/settings.service.js';

// SPEC §5's rule before issue 26 widened it: text it took (a local number without its area code, 555 0199) still
// passes, kept as typed without a number to call.
const SPEC_PHONE_PATTERN = /^[\d\s()-]+$/;

/**
 * Issue 26: a number typed on the member form is kept as typed beside its E.164 form, read in the club's country.
 * Text that is neither such a number nor what SPEC §5 always took is refused with SPEC §5's message: the form is where
 * a person can say what they meant (an import keeps it and warns instead).
 */
export async function phoneToStore(
  db: DbExecutor,
  phone: string | null,
): Promise<{ phone: string | null; phone_e164: string | null }> {
  if (phone === null) return { phone: null, phone_e164: null };
  const e164 = e164Of(phone, await getClubCountry(db));
  if (e164 === null && !SPEC_PHONE_PATTERN.test(phone)) {
    throw new AppError('VALIDATION', MESSAGES.validationFailed, {
      fieldErrors: { phone: MEMBER_MESSAGES.phoneInvalid },
    });
  }
  return { phone, phone_e164: e164 };
}
