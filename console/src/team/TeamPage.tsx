import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { STAFF_ROLES } from '../../../common/console/roles.ts';
import type { StaffRole } from '../../../common/console/roles.ts';
import { ApiFailure } from '../api/http.ts';
import { session } from '../shell/session.ts';
import { createMember, listTeam, resetPassword, updateMember } from './api.ts';
import type { StaffMember } from './api.ts';
import { field } from '../api/form.ts';

type Message = { ok: boolean; text: string; password?: string };

/** Team (admins): staff accounts with role and state; create, change role, disable or enable, reset password. */
export default function TeamPage() {
  const { t } = useTranslation();
  const { me } = useSnapshot(session);
  const [members, setMembers] = useState<StaffMember[]>([]);
  const [message, setMessage] = useState<Message | null>(null);

  const fail = useCallback(
    (err: unknown) => setMessage({ ok: false, text: err instanceof ApiFailure && err.message ? err.message : t('common.failed') }),
    [t],
  );
  const reload = useCallback(() => listTeam().then(setMembers, fail), [fail]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const password = field(form, 'password');
    try {
      const created = await createMember({
        userId: field(form, 'userId').trim(),
        nick: field(form, 'nick').trim(),
        role: field(form, 'role') as StaffRole,
        ...(password ? { password } : {}),
      });
      formElement.reset();
      setMessage({ ok: true, text: t('team.created', { userId: created.member.userId }), password: created.password ?? undefined });
      await reload();
    } catch (err) {
      fail(err);
    }
  }

  async function change(member: StaffMember, update: { role?: StaffRole; disabled?: boolean }) {
    try {
      await updateMember(member.userId, update);
      setMessage({ ok: true, text: t('team.updated', { userId: member.userId }) });
      await reload();
    } catch (err) {
      fail(err);
    }
  }

  async function reset(member: StaffMember) {
    try {
      const { password } = await resetPassword(member.userId);
      setMessage({ ok: true, text: t('team.passwordReset', { userId: member.userId }), password: password ?? undefined });
    } catch (err) {
      fail(err);
    }
  }

  return (
    <section aria-labelledby="team-title">
      <h1 id="team-title">{t('team.title')}</h1>
      {message && (
        <div className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
          <p>{message.text}</p>
          {message.password && (
            <p>
              {t('team.newPassword')} <code className="secret">{message.password}</code>
            </p>
          )}
        </div>
      )}
      <table>
        <caption className="sr-only">{t('team.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('team.userId')}</th>
            <th scope="col">{t('team.nick')}</th>
            <th scope="col">{t('team.role')}</th>
            <th scope="col">{t('team.state')}</th>
            <th scope="col">{t('team.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const self = m.userId === me?.userId;
            return (
              <tr key={m.userId}>
                <td>{m.userId}</td>
                <td>{m.nick}</td>
                <td>
                  <select
                    aria-label={t('team.roleOf', { userId: m.userId })}
                    value={m.role}
                    disabled={self}
                    onChange={(e) => void change(m, { role: e.target.value as StaffRole })}
                  >
                    {STAFF_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {t(`role.${r}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{m.disabled ? t('team.disabled') : t('team.active')}</td>
                <td className="inline">
                  {!self && (
                    <button type="button" onClick={() => void change(m, { disabled: !m.disabled })}>
                      {m.disabled ? t('team.enable', { userId: m.userId }) : t('team.disable', { userId: m.userId })}
                    </button>
                  )}
                  <button type="button" onClick={() => void reset(m)}>
                    {t('team.reset', { userId: m.userId })}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2 id="team-create">{t('team.createTitle')}</h2>
      <form className="stack" onSubmit={(e) => void create(e)} aria-labelledby="team-create">
        <label>
          {t('team.userId')}
          <input name="userId" required maxLength={64} pattern="[A-Za-z0-9_@.\-]+" aria-describedby="team-id-hint" />
        </label>
        <p id="team-id-hint" className="hint">
          {t('team.userIdHint')}
        </p>
        <label>
          {t('team.nick')}
          <input name="nick" maxLength={64} />
        </label>
        <label>
          {t('team.role')}
          <select name="role" defaultValue="sales">
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('team.password')}
          <input name="password" type="password" autoComplete="new-password" maxLength={200} aria-describedby="team-password-hint" />
        </label>
        <p id="team-password-hint" className="hint">
          {t('team.passwordHint')}
        </p>
        <button type="submit">{t('team.create')}</button>
      </form>
    </section>
  );
}
