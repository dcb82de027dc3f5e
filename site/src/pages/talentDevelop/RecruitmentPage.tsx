import { useMatches } from 'react-router-dom';
import { deepestHandle } from '../../lib/meta.ts';
import { PageIntro } from '../PageIntro.tsx';

/**
 * The one recruitment screen behind /talentDevelop/social (mode 1) and /talentDevelop/campus (mode 2).
 * The mode comes from the route handle (`handle.mode`).
 */
export default function RecruitmentPage() {
  const mode = deepestHandle(useMatches())?.mode ?? 1;
  return (
    <div data-recruitment-mode={mode}>
      <PageIntro ns="talentDevelop" pageKey={mode === 2 ? 'talentCampus' : 'talentSocial'} />
    </div>
  );
}
