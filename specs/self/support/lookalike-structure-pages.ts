import { html, type Links } from './lookalike-pages.ts'

// Sign-in pages in languages the generic interaction has no words for, with no English in
// names, ids or autocomplete: only their structure says which field and button sign in. Each
// also offers "forgot password" and "register", which the server logs if followed.
export const structurePages = {
  // Arabic, right to left; the button has no type, so it submits its form.
  ar: ({ signIn, forgot, register }: Links) =>
    html(
      'تسجيل الدخول',
      `<div dir="rtl"><h1>تسجيل الدخول إلى حسابك</h1><form method="post" action="${signIn}">
<label for="f1">اسم المستخدم أو البريد الإلكتروني</label><input id="f1" name="uid" type="text">
<label for="f2">كلمة المرور</label><input id="f2" name="pass" type="password">
<a href="${forgot}">نسيت كلمة المرور؟</a><button>تسجيل الدخول</button></form>
<p>ليس لديك حساب؟ <a href="${register}">إنشاء حساب</a></p></div>`,
      'ar',
    ),
  // Korean: the form's submit button beside a sign-up button of the same form.
  ko: ({ signIn, forgot, register }: Links) =>
    html(
      '로그인',
      `<h1>계정에 로그인</h1><form method="post" action="${signIn}">
<label for="a">아이디</label><input id="a" name="uid" type="text">
<label for="b">비밀번호</label><input id="b" name="pass" type="password">
<button type="submit">로그인</button>
<button type="button" onclick="location.assign('${register.replace(/&amp;/g, '&')}')">회원가입</button></form>
<a href="${forgot}">비밀번호 찾기</a>`,
      'ko',
    ),
  // Turkish: the only button of the form submits it by script.
  tr: ({ signIn, forgot, register }: Links) =>
    html(
      'Giriş',
      `<h1>Hesabınıza giriş yapın</h1><form method="post" action="${signIn}">
<label for="k">Kullanıcı adı veya e-posta</label><input id="k" name="uid" type="text">
<label for="s">Şifre</label><input id="s" name="pass" type="password">
<a href="${forgot}">Şifremi unuttum</a>
<button type="button" onclick="this.form.submit()">Giriş yap</button></form>
<a href="${register}">Kayıt ol</a>`,
      'tr',
    ),
  // Two password fields, neither for a new password, and no word the harness knows: which one
  // is the sign-in's the structure does not say, so the harness types into neither.
  twoSecrets: ({ signIn }: Links) =>
    html(
      'Giriş',
      `<h1>Hesabınıza giriş yapın</h1><form method="post" action="${signIn}">
<label for="k">Müşteri numarası</label><input id="k" name="uid" type="text">
<label for="s">Şifre</label><input id="s" name="pass" type="password">
<label for="p">PIN</label><input id="p" name="pin" type="password">
<button type="submit">Giriş yap</button></form>`,
      'tr',
    ),
}
