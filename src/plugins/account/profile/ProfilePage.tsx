import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { USER_PROFILE_LIMITS, type SaveUserProfileBody, type UserProfile } from '../../../api/contracts/account';
import { useServices } from '../../../app/services';
import { usDate } from '../../../api/text/us-date';
import { toast } from '../../../panels/toast';
import { PROFILE_TEXTS as TEXT } from './profile-texts';
import { prefillProfilerRole } from './role-prefill';

export const USER_PROFILE_KEY = ['account', 'profile'] as const;
const FIELDS = ['name', 'company', 'role', 'product'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

const draftOf = (profile: UserProfile): Draft => ({ name: profile.name, company: profile.company, role: profile.role, product: profile.product });

/** The user's own profile (REST /administrative/profile): name, company, role and the product they work on. */
export function ProfilePage() {
  const { account } = useServices();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: USER_PROFILE_KEY, queryFn: () => account.profile() });
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (profile.data && draft === null) setDraft(draftOf(profile.data));
  }, [profile.data, draft]);
  const save = useMutation({
    mutationFn: (body: SaveUserProfileBody) => account.saveProfile(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(USER_PROFILE_KEY, saved);
      setDraft(draftOf(saved));
      prefillProfilerRole(saved.role);
      toast.success(TEXT.saved);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft) save.mutate(draft);
  };

  return (
    <main className="cw-page" aria-labelledby="cw-profile-title">
      <h1 id="cw-profile-title">{TEXT.title}</h1>
      <p className="cw-muted">{TEXT.intro}</p>
      {profile.isError ? (
        <div role="alert">
          <p>{TEXT.loadFailed}</p>
          <button type="button" className="cw-button" onClick={() => void profile.refetch()}>
            {TEXT.retry}
          </button>
        </div>
      ) : !draft || !profile.data ? (
        <div className="cw-loader" role="progressbar" aria-label="Loading your profile" />
      ) : (
        <form className="cw-form" style={{ maxWidth: 560 }} onSubmit={submit} aria-label={TEXT.title}>
          {profile.data.email ? (
            <p className="cw-muted">
              {TEXT.email} {profile.data.email}
            </p>
          ) : null}
          {FIELDS.map((field) => (
            <label key={field} className="cw-field">
              {TEXT.fields[field].label}
              <input
                value={draft[field]}
                maxLength={USER_PROFILE_LIMITS[field]}
                placeholder={TEXT.fields[field].placeholder}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            </label>
          ))}
          {save.isError ? (
            <p role="alert" className="cw-form-error">
              {save.error instanceof Error ? save.error.message : String(save.error)}
            </p>
          ) : null}
          <div>
            <button type="submit" className="cw-button cw-button-primary" disabled={save.isPending}>
              {save.isPending ? TEXT.saving : TEXT.save}
            </button>
            {profile.data.updated_at ? <span className="cw-muted"> {TEXT.lastSaved(usDate(profile.data.updated_at.slice(0, 10)))}</span> : null}
          </div>
        </form>
      )}
    </main>
  );
}
