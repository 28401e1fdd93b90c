import { useEffect, useRef, useState } from 'react';
import { CAPTCHA_NOT_SET_UP_MESSAGE, renderCaptcha, type CaptchaWidget } from '../../runtime/captcha/captcha-provider.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { formText } from '../../runtime/forms/form-texts.js';

/**
 * The form's captcha (spec 03 §4): rendered lazily into its container when the form asks for
 * one; its token, and a quiet note when the owner has not set it up or it failed to load.
 */
export function useFormCaptcha(enabled: boolean, variant: 'form' | 'newsletter') {
  const [captchaToken, setCaptchaToken] = useState('');
  const [captchaProblem, setCaptchaProblem] = useState<string | null>(null);
  const captcha = useRef<CaptchaWidget | null>(null);
  const captchaContainer = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!enabled || !captchaContainer.current) return;
    let cancelled = false;
    const settings = getPageContext().captchaSettings ?? {};
    renderCaptcha(captchaContainer.current, settings, (token) => {
      if (!cancelled) setCaptchaToken(token);
    }).then(
      (widget) => {
        if (cancelled) return;
        captcha.current = widget;
      },
      (error: Error) => {
        if (cancelled) return;
        // The owner's problem, not the visitor's: said once in the console, and shown quietly.
        console.error(`Sitestack: <ss-${variant}> ${error.message}`);
        setCaptchaProblem(error.message === CAPTCHA_NOT_SET_UP_MESSAGE ? formText('captchaNotSetUp') : formText('captchaLoadFailed'));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, variant]);

  return { captcha, captchaContainer, captchaToken, captchaProblem };
}
