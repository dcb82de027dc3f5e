import { useTranslation } from 'react-i18next';
import type { WireReport } from '../../../common/desk/wire.ts';
import { LabelChips } from './LabelChips.tsx';

/** Below the report's table: conversations per label, and the ratings with their comments (text only). */
export function ReportDetails({ report }: { report: WireReport }) {
  const { t } = useTranslation('desk');
  return (
    <>
      {report.labels.length ? (
        <table className="desk-report-labels">
          <caption>{t('reports.byLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.label')}</th>
              <th scope="col">{t('reports.conversations')}</th>
            </tr>
          </thead>
          <tbody>
            {report.labels.map((l) => (
              <tr key={l.id}>
                <th scope="row">
                  <LabelChips ids={[l.id]} labels={report.labels} />
                </th>
                <td>{l.conversations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <table className="desk-report-ratings">
        <caption>{t('reports.ratings')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.ratedAt')}</th>
            <th scope="col">{t('reports.agent')}</th>
            <th scope="col">{t('reports.visitor')}</th>
            <th scope="col">{t('reports.score')}</th>
            <th scope="col">{t('reports.comment')}</th>
          </tr>
        </thead>
        <tbody>
          {report.ratings.length === 0 ? (
            <tr>
              <td colSpan={5} className="muted">
                {t('reports.noRatings')}
              </td>
            </tr>
          ) : null}
          {report.ratings.map((r) => (
            <tr key={r.conversationId}>
              <td>
                <time dateTime={r.ratedAt}>{new Date(r.ratedAt).toLocaleString()}</time>
              </td>
              <td>{r.agent ?? '—'}</td>
              <td>
                <a href={`/console/conversations?state=all&c=${r.conversationId}`}>{r.visitorName}</a>
              </td>
              <td aria-label={String(r.score)}>{`${'★'.repeat(r.score)}${'☆'.repeat(5 - r.score)}`}</td>
              <td>{r.comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
