import { useState } from 'react';
import { EXPORT_MESSAGES, type Member, SETTINGS_DEFAULTS } from '@club/shared';
import { getClubLogoSrc } from '../../../components/club-logo';
import { useToast } from '../../../lib/toast/use-toast';
import { useClubBranding } from '../../../lib/use-branding';
import { downloadBlob } from '../utils/download-file';
import { buildRosterDocument, rosterFileName } from '../utils/roster-document';

/** SPEC §9 PDF roster of the rows on screen, made in the browser with no call (SPEC §1). */
export function usePdfExport() {
  const toast = useToast();
  const branding = useClubBranding();
  const [isGenerating, setIsGenerating] = useState(false);

  const exportPdf = async (members: readonly Member[]) => {
    if (isGenerating) return;
    setIsGenerating(true);
    try {
      const generatedAt = new Date();
      const logoData = branding?.club_logo_data.trim();
      const definition = buildRosterDocument({
        members,
        clubName: branding?.club_name ?? SETTINGS_DEFAULTS.club_name,
        // SPEC §9: the uploaded logo (club_logo_data) only; a logo URL would have to be fetched from elsewhere.
        logoDataUrl: logoData ? getClubLogoSrc({ club_logo_data: logoData, club_logo_url: '' }) : null,
        generatedAt,
      });
      const { renderPdf } = await import('../utils/roster-pdf');
      const filename = rosterFileName(generatedAt);
      downloadBlob(await renderPdf(definition), filename);
      toast.success(EXPORT_MESSAGES.pdfSuccess(filename));
    } catch (error) {
      console.error('PDF roster failed', error);
      toast.error(EXPORT_MESSAGES.pdfFailed);
    } finally {
      setIsGenerating(false);
    }
  };

  return { exportPdf, isGenerating };
}
