import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APP_TYPE, APP_VERSION, regionById, SUPPORT_LIMITS, type SupportInfo } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useStartConversation } from '@/features/support/api/support';
import { ServerErrors } from '@/features/support/components/server-errors';
import { MessageField } from '@/features/support/components/message-field';
import { useCachedUser } from '@/lib/user';
import '@/styles/support.css';

/** spec 03 §3 New conversation payload `info`: what support needs to know about the device. */
function deviceInfo(language: string, regionId: number | undefined): SupportInfo {
  const region = regionId === undefined ? undefined : regionById(regionId);
  return {
    language,
    hostname: window.location.hostname,
    region: region?.code.toLowerCase() ?? '',
    appVersion: APP_VERSION,
    appType: APP_TYPE,
    userAgent: navigator.userAgent.slice(0, SUPPORT_LIMITS.infoFieldMaxLength),
  };
}

/** spec 03 §2 /support/chat/new: subject and message, then a note about the browser and system sent. */
export function Component() {
  const { t, i18n } = useTranslation(['titles', 'support']);
  const navigate = useNavigate();
  const { data: user } = useCachedUser();
  const start = useStartConversation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState<{ title?: boolean; body?: boolean }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = { title: title.trim() === '', body: body.trim() === '' };
    setMissing(check);
    if (check.title || check.body) return;
    start.mutate(
      { title: title.trim(), body: body.trim(), info: deviceInfo(i18n.language, user?.region) },
      { onSuccess: (conversation) => void navigate(`/support/chat/${conversation.uuid}`, { replace: true }) },
    );
  };

  return (
    <Page title={t('titles:support.chat_new')} back={{ to: '/support/chat', label: t('support:back') }}>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label={t('support:new.title')}
          name="title"
          value={title}
          maxLength={SUPPORT_LIMITS.titleMaxLength}
          onChange={(e) => setTitle(e.target.value)}
          error={missing.title ? t('support:errors.title_required') : undefined}
        />
        <MessageField
          label={t('support:new.message')}
          value={body}
          onChange={setBody}
          error={missing.body ? t('support:errors.message_required') : undefined}
        />
        <p className="muted support-device-note">{t('support:new.device_note')}</p>
        <ServerErrors error={start.error} />
        <Button type="submit" disabled={start.isPending}>
          {t('support:new.send')}
        </Button>
      </form>
    </Page>
  );
}
