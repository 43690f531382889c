import type { Locale } from '@/i18n/locales'

/** What the sign-in and the account screen say about the second factor, in both admin languages. */
export const secondFactorWords = {
  en: {
    signInTitle: 'Sign in',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    forgot: 'Forgot password?',
    enterCode: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    setUp:
      'Your account needs a second factor. Scan this QR code with an authenticator app (such as Google Authenticator or Microsoft Authenticator), then enter the 6-digit code it shows.',
    qrAlt: 'QR code to scan with an authenticator app',
    manualKey: 'Or type this key into the app:',
    wrongCode: 'That code is not right. Try the current code from your app.',
    usedCode: 'That code has just been used. Wait for the next one in your app.',
    tooManyCodes:
      'Too many wrong codes for this account. Try again in a quarter of an hour, or set a new password with “Forgot password?”.',
    recoveryTitle: 'Your recovery codes',
    recoveryIntro:
      'If you lose your phone, each of these codes signs you in once instead of the app. Keep them somewhere safe, away from your phone. They are not shown again.',
    continue: 'I have saved them: continue',
    failed: 'Signing in did not work. Please try again.',
    secondFactor: 'Second factor',
    factorOn: 'An authenticator app is set up for this account.',
    factorOff: 'No authenticator app is set up for this account.',
    newCodes: 'New recovery codes',
    newCodesIntro: 'Replaces your recovery codes; the old ones stop working.',
    reset: 'Reset second factor',
    resetIntro:
      'For a lost phone: ends this account’s sessions and emails its owner an invitation to set up a new authenticator app.',
    invite: 'Send a new invitation',
    inviteIntro:
      'Emails this account an invitation to set up its authenticator app, which its first sign-in needs; an earlier invitation stops working.',
    inviteDone: 'An invitation was emailed to the account.',
    resetWarning:
      'Reset it only when you have confirmed, outside this site, that the request comes from the account’s owner: the invitation goes to the account’s email address, and whoever opens it with the password sets up the new app.',
    resetConfirm: 'Yes, reset it',
    cancel: 'Cancel',
    resetDone: 'The second factor was reset.',
    actionFailed: 'That did not work. Please try again.',
  },
  ar: {
    signInTitle: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    forgot: 'نسيت كلمة المرور؟',
    enterCode: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو أحد رموز الاسترداد.',
    code: 'الرمز',
    setUp:
      'يتطلب حسابك عاملًا ثانيًا للتحقق. امسح رمز QR هذا بتطبيق مصادقة (مثل Google Authenticator أو Microsoft Authenticator)، ثم أدخل الرمز المكوّن من 6 أرقام الذي يظهر فيه.',
    qrAlt: 'رمز QR للمسح بتطبيق المصادقة',
    manualKey: 'أو اكتب هذا المفتاح في التطبيق:',
    wrongCode: 'الرمز غير صحيح. جرّب الرمز الحالي من التطبيق.',
    usedCode: 'استُخدم هذا الرمز للتو. انتظر الرمز التالي في التطبيق.',
    tooManyCodes:
      'أُدخلت رموز خاطئة كثيرة لهذا الحساب. حاول مرة أخرى بعد ربع ساعة، أو عيّن كلمة مرور جديدة من «نسيت كلمة المرور؟».',
    recoveryTitle: 'رموز الاسترداد الخاصة بك',
    recoveryIntro:
      'إن فقدت هاتفك، يُدخلك كل رمز من هذه الرموز مرة واحدة بدلًا من التطبيق. احفظها في مكان آمن بعيدًا عن هاتفك. لن تظهر مرة أخرى.',
    continue: 'حفظتها: متابعة',
    failed: 'تعذّر تسجيل الدخول. يرجى المحاولة مرة أخرى.',
    secondFactor: 'العامل الثاني',
    factorOn: 'تطبيق المصادقة مُعدّ لهذا الحساب.',
    factorOff: 'لم يُعدّ تطبيق مصادقة لهذا الحساب.',
    newCodes: 'رموز استرداد جديدة',
    newCodesIntro: 'تحلّ محل رموز الاسترداد الحالية، فتتوقف القديمة عن العمل.',
    reset: 'إعادة تعيين العامل الثاني',
    resetIntro:
      'عند فقدان الهاتف: تُنهى جلسات هذا الحساب، ويُرسل إلى صاحبه بريد بدعوة لإعداد تطبيق مصادقة جديد.',
    invite: 'إرسال دعوة جديدة',
    inviteIntro:
      'يُرسل إلى هذا الحساب بريد بدعوة لإعداد تطبيق المصادقة الذي يحتاجه أول تسجيل دخول له، وتتوقف أي دعوة سابقة عن العمل.',
    inviteDone: 'أُرسلت دعوة إلى بريد الحساب.',
    resetWarning:
      'لا تُعِد التعيين إلا بعد أن تتأكد، خارج هذا الموقع، من أن الطلب من صاحب الحساب نفسه: تُرسل الدعوة إلى البريد الإلكتروني للحساب، ومن يفتحها بكلمة المرور هو من يُعدّ التطبيق الجديد.',
    resetConfirm: 'نعم، أعِد التعيين',
    cancel: 'إلغاء',
    resetDone: 'أُعيد تعيين العامل الثاني.',
    actionFailed: 'لم ينجح ذلك. يرجى المحاولة مرة أخرى.',
  },
} satisfies Record<Locale, Record<string, string>>
