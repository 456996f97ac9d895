import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Member } from '@club/shared';
import { BRANDING_DEFAULTS, DEFAULT_TIME_ZONE, exportMessages } from '@club/shared/plain';
import { getClubLogoSrc } from '../../../components/club-logo';
import { settingsQueryOptions } from '../../../lib/query-client';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';
import { useClubBranding } from '../../../lib/use-branding';
import { downloadBlob } from '../../../lib/download-file';

/**
 * SPEC §9 PDF roster, made in the browser (SPEC §1): the club's directory of the members given, by last name, with
 * the filter that chose them named in its header (issue 17). The members are read when the button is pressed
 * (issue 18: the page on screen holds only one page of them), as is the club's time zone, which dates it; both come
 * from the cache when it is fresh.
 */
export function usePdfExport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const branding = useClubBranding();
  const [isGenerating, setIsGenerating] = useState(false);
  // Issue 29: the roster is printed in the language of whoever prints it.
  const locale = useReaderLocale();
  const say = exportMessages(locale);

  const exportPdf = async (loadMembers: () => Promise<readonly Member[]>, filter: string | null) => {
    if (isGenerating) return;
    setIsGenerating(true);
    try {
      // The roster's code and the PDF maker arrive with the first export, not with the members page (issue 18), fetched
      // while the members and the settings are read.
      const [{ buildRosterDocument, rosterFileName }, { renderPdf }, members, { system_timezone: timeZone }] =
        await Promise.all([
          import('../utils/roster-document'),
          import('../utils/roster-pdf'),
          loadMembers(),
          queryClient
            .fetchQuery(trpc.settings.public.queryOptions(undefined, settingsQueryOptions))
            // The roster still prints without the settings; it is then dated in SPEC §9's default zone.
            .catch(() => ({ system_timezone: DEFAULT_TIME_ZONE })),
        ]);
      const generatedAt = new Date();
      const logoData = branding?.club_logo_data.trim();
      const roster = buildRosterDocument({
        members,
        filter,
        timeZone,
        clubName: branding?.club_name ?? BRANDING_DEFAULTS.club_name,
        // SPEC §9: the uploaded logo (club_logo_data) only; a logo URL would have to be fetched from elsewhere.
        logoDataUrl: logoData ? getClubLogoSrc({ club_logo_data: logoData, club_logo_url: '' }) : null,
        generatedAt,
        locale,
      });
      const filename = rosterFileName(generatedAt, timeZone);
      downloadBlob(new Blob([renderPdf(roster)], { type: 'application/pdf' }), filename);
      toast.success(say.pdfSuccess(filename));
    } catch (error) {
      console.error('PDF roster failed', error);
      toast.error(say.pdfFailed);
    } finally {
      setIsGenerating(false);
    }
  };

  return { exportPdf, isGenerating, locale };
}
