import { html, type Links } from './lookalike-pages.ts'

// Keycloak's sign-in and consent pages in other languages, in the words of its shipped message
// bundles (loginAccountTitle, usernameOrEmail, password, doLogIn, doForgotPassword, consent
// question, doYes, doNo). No English in ids or names: only the words say what a control is, and
// the sign-in button submits by script.
interface Words {
  readonly title: string
  readonly username: string
  readonly password: string
  readonly logIn: string
  readonly forgot: string
  readonly question: string
  readonly yes: string
  readonly no: string
}

export const languages = {
  de: {
    title: 'Anmelden bei Ihrem Konto',
    username: 'Benutzername oder E-Mail',
    password: 'Passwort',
    logIn: 'Anmelden',
    forgot: 'Passwort vergessen?',
    question: 'Wollen Sie diese Zugriffsrechte gewähren?',
    yes: 'Ja',
    no: 'Nein',
  },
  fr: {
    title: 'Connectez-vous à votre compte',
    username: "Nom d'utilisateur ou courriel",
    password: 'Mot de passe',
    logIn: 'Connexion',
    forgot: 'Mot de passe oublié ?',
    question: 'Voulez-vous accorder ces privilèges d’accès ?',
    yes: 'Oui',
    no: 'Non',
  },
  es: {
    title: 'Inicia sesión en tu cuenta',
    username: 'Nombre de usuario o email',
    password: 'Contraseña',
    logIn: 'Iniciar sesión',
    forgot: '¿Has olvidado tu contraseña?',
    question: '¿Quieres permitir estos privilegios de acceso?',
    yes: 'Sí',
    no: 'No',
  },
  ja: {
    title: 'アカウントにサインイン',
    username: 'ユーザー名またはメールアドレス',
    password: 'パスワード',
    logIn: 'サインイン',
    forgot: 'パスワードをお忘れですか?',
    question: 'これらのアクセス権限を付与しますか?',
    yes: 'はい',
    no: 'いいえ',
  },
  it: {
    title: 'Accedi al tuo account',
    username: 'Username o email',
    password: 'Password',
    logIn: 'Accedi',
    forgot: 'Password dimenticata?',
    question: 'Vuoi assegnare questi privilegi di accesso?',
    yes: 'Sì',
    no: 'No',
  },
  nl: {
    title: 'Inloggen op uw account',
    username: 'Gebruikersnaam of e-mailadres',
    password: 'Wachtwoord',
    logIn: 'Inloggen',
    forgot: 'Wachtwoord vergeten?',
    question: 'Wilt u deze toegangsrechten verlenen?',
    yes: 'Ja',
    no: 'Nee',
  },
  pt: {
    title: 'Entre na sua conta',
    username: 'Nome de usuário ou e-mail',
    password: 'Senha',
    logIn: 'Entrar',
    forgot: 'Esqueceu sua senha?',
    question: 'Você deseja conceder esses privilégios de acesso?',
    yes: 'Sim',
    no: 'Não',
  },
} as const satisfies Record<string, Words>

export type Language = keyof typeof languages

export const languagePages = (lang: Language) => {
  const words: Words = languages[lang]
  return {
    login: ({ signIn }: Links) =>
      html(
        words.logIn,
        `<h1>${words.title}</h1><form method="post" action="${signIn}">
<label for="f1">${words.username}</label><input id="f1" name="username" type="text">
<label for="f2">${words.password}</label><input id="f2" name="password" type="password">
<a href="#">${words.forgot}</a><button type="button" onclick="this.form.submit()">${words.logIn}</button></form>`,
        lang,
      ),
    consent: ({ decide }: Links) =>
      html(
        words.question,
        `<h2>${words.question}</h2><ul><li>profile</li></ul><form method="post" action="${decide}">
<button type="submit" name="decision" value="accept">${words.yes}</button>
<button type="submit" name="decision" value="cancel">${words.no}</button></form>`,
        lang,
      ),
  }
}
