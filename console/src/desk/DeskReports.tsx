import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { ReportRow, WireAgent, WireReport } from '../../../common/desk/wire.ts';
import { ApiFailure } from '../api/http.ts';
import { field } from '../api/form.ts';
import { getReport, listAgents, ratingsCsvUrl, reportCsvUrl } from './api.ts';
import { AgentsTable } from './AgentsTable.tsx';
import { ReportDetails } from './ReportDetails.tsx';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

function seconds(v: number | null): string {
  if (v === null) return '—';
  return v < 90 ? `${Math.round(v)} s` : v < 5400 ? `${Math.round(v / 60)} min` : `${(v / 3600).toFixed(1)} h`;
}

/**
 * Conversations per day (chart), and overall and per agent (all or one): first response, resolution, rating;
 * conversations per label; the ratings with their comments; CSV of the range and of its ratings.
 */
export default function DeskReports() {
  const { t } = useTranslation('desk');
  // null: the last 30 days as the server counts days, in the desk's time zone (the browser's may be a day apart)
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [report, setReport] = useState<WireReport | null>(null);
  const [agent, setAgent] = useState('');
  const [agents, setAgents] = useState<WireAgent[]>([]);
  const [error, setError] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let live = true;
    getReport(range, agent).then(
      (r) => live && setReport(r),
      (err: unknown) => live && setError(err instanceof ApiFailure && err.message ? err.message : t('failed')),
    );
    return () => {
      live = false;
    };
  }, [range, agent, t]);

  useEffect(() => {
    void listAgents().then(setAgents, () => setAgents([]));
  }, []);

  useEffect(() => {
    if (!canvas.current || !report) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: report.perDay.map((d) => d.day),
        datasets: [{ label: t('reports.perDay'), data: report.perDay.map((d) => d.conversations), backgroundColor: '#0b57d0' }],
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
  }, [report, t]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setRange({ from: field(form, 'from'), to: field(form, 'to') });
    setAgent(field(form, 'agent'));
  };

  const row = (r: ReportRow, name: string) => (
    <tr key={name}>
      <th scope="row">{name}</th>
      <td>{r.conversations}</td>
      <td>{r.resolved}</td>
      <td>{seconds(r.firstResponseSeconds)}</td>
      <td>{seconds(r.resolutionSeconds)}</td>
      <td>{r.ratingAverage === null ? '—' : `${r.ratingAverage} (${r.ratings})`}</td>
    </tr>
  );

  return (
    <section aria-labelledby="desk-reports-title" className="desk-reports">
      <h1 id="desk-reports-title">{t('reports.title')}</h1>
      <form className="filters" onSubmit={apply} key={report ? `${report.from}-${report.to}` : ''}>
        <label>
          {t('reports.from')}
          <input type="date" name="from" defaultValue={report?.from} required />
        </label>
        <label>
          {t('reports.to')}
          <input type="date" name="to" defaultValue={report?.to} required />
        </label>
        <label>
          {t('reports.agentFilter')}
          <select name="agent" defaultValue={agent}>
            <option value="">{t('reports.allAgents')}</option>
            {agents.map((a) => (
              <option key={a.userId} value={a.userId}>
                {a.nick || a.userId}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('reports.apply')}</button>
        {report ? (
          <>
            <a href={reportCsvUrl(report.from, report.to, agent)} download>
              {t('reports.csv')}
            </a>
            <a href={ratingsCsvUrl(report.from, report.to, agent)} download>
              {t('reports.ratingsCsv')}
            </a>
          </>
        ) : null}
      </form>
      {error ? <p role="alert">{error}</p> : null}
      <div className="desk-chart">
        <canvas ref={canvas} role="img" aria-label={t('reports.perDay')} />
      </div>
      {report ? (
        <table>
          <caption>{t('reports.table', { zone: report.timeZone })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.agent')}</th>
              <th scope="col">{t('reports.conversations')}</th>
              <th scope="col">{t('reports.resolved')}</th>
              <th scope="col">{t('reports.firstResponse')}</th>
              <th scope="col">{t('reports.resolution')}</th>
              <th scope="col">{t('reports.rating')}</th>
            </tr>
          </thead>
          <tbody>
            {row(report.overall, t('reports.overall'))}
            {report.agents.map((a) => row(a, a.agent))}
          </tbody>
        </table>
      ) : null}
      {report ? <ReportDetails report={report} /> : null}
      <AgentsTable />
    </section>
  );
}
