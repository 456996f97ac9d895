import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

/**
 * Issue 17: a night stops needing a replacement once the member who cannot serve is no longer on it on either live
 * schedule (an administrator put someone else in the slot, a swap handed it over, the night or schedule went). Every
 * change to the rota calls this inside its own transaction, so the two never disagree.
 */
export async function clearFilledVacancies(tx: DbExecutor): Promise<void> {
  await tx.execute(sql`
    delete from night_vacancies v
    where not exists (
      select 1 from assignments a
      join schedules s on s.id = a.schedule_id
      where s.type in ('current', 'next')
        and a.dance_date = v.dance_date
        and v.member_id in (a.squarehead1_id, a.squarehead2_id, a.squarehead3_id, a.squarehead4_id)
    )`);
}
