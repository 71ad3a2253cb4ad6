/** Sign-in, registration, e-mail links and password reset. */
export const auth = {
  auth: {
    fields: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email address",
      password: "Password",
      confirmPassword: "Confirm password",
      newPassword: "New password",
      confirmNewPassword: "Confirm new password",
      // Toggle buttons keep one name; aria-pressed says whether the password shows.
      showPassword: "Show password",
      showConfirmPassword: "Show password confirmation",
      rememberMe: "Remember me",
      passwordHint: "At least {{min}} characters.",
    },
    errors: {
      fillAll: "Please fill in all fields",
      invalidEmail: "Please enter a valid email address",
      nameTooLong: "Names can have at most {{maxName}} characters",
      nameInvalid: "Names cannot contain invisible or control characters",
      passwordsMismatch: "Passwords do not match",
      passwordTooShort: "Password must be at least {{min}} characters",
      passwordTooLong: "Password must be at most {{max}} characters",
      acceptTerms: "Please agree to the terms and conditions",
      invalidCredentials: "Invalid email or password",
      signInThrottled_one:
        "Too many wrong passwords from this device or network. Please try again in {{count}} minute. Your account is not locked: you can sign in from elsewhere or reset your password at any time.",
      signInThrottled_other:
        "Too many wrong passwords from this device or network. Please try again in {{count}} minutes. Your account is not locked: you can sign in from elsewhere or reset your password at any time.",
      signInFailed: "Failed to sign in",
      signUpFailed: "Failed to create account",
      accountExists: "An account with this email address already exists. Sign in, or reset your password.",
      requestFailed: "Something went wrong. Please try again.",
    },
    homeLink: "Sweet Trip home",
    backToSignIn: "Back to sign in",
    login: {
      metaTitle: "Sign In | Sweet Trip",
      heading: "Sign in to your account",
      orRegister: "Or <register>create a new account</register>",
      forgot: "Forgot your password?",
      submit: "Sign in",
      submitting: "Signing in...",
      or: "or",
      guest: "Continue as Guest",
      welcomeBack: "Welcome back!",
      registered:
        "We sent you a link to confirm your email address. Open it and you are signed in straight away.",
      passwordChanged: "Your password has been changed. Sign in with your new password.",
      unverified:
        "Please confirm your e-mail address first. We sent you a link when you created your account; open it to sign in.",
      resend: "Send the e-mail again",
      resending: "Sending...",
      resent:
        "If that address has an account waiting for confirmation, we sent a new link. Please check your inbox.",
    },
    register: {
      metaTitle: "Create Account | Sweet Trip",
      heading: "Create your account",
      haveAccount: "Already have an account?",
      signIn: "Sign in",
      terms: "I agree to the <terms>Terms and Conditions</terms> and <privacy>Privacy Policy</privacy>",
      submit: "Create account",
      submitting: "Creating account...",
      created: "Account created! Please check your email to verify your account.",
      createdSignedIn: "Account created! Welcome to Sweet Trip.",
    },
    callback: {
      metaTitle: "Confirm Your Email | Sweet Trip",
      confirmedHeading: "Your e-mail is confirmed",
      confirmedText:
        "Welcome to Sweet Trip! You are signed in and ready to explore candy from around the world.",
      changedHeading: "Your new e-mail address is confirmed",
      changedText:
        "Your account now uses {{email}}: sign in with it, and your receipts and messages go there.",
      continueShopping: "Continue shopping",
      myAccount: "My Account",
      expiredHeading: "This link has expired or was already used",
      expiredText:
        "Confirmation links work once, within 24 hours. Enter your email address and we will send you a new one.",
      resendSubmit: "Send a new link",
      resending: "Sending...",
    },
    forgot: {
      metaTitle: "Forgot Password | Sweet Trip",
      heading: "Forgot your password?",
      intro: "Enter the email address of your account and we will send you a link to choose a new password.",
      submit: "Send reset link",
      submitting: "Sending...",
      sent: "If an account exists for that address, we sent a link to reset your password. It works once, within one hour.",
    },
    reset: {
      metaTitle: "Reset Password | Sweet Trip",
      heading: "Choose a new password",
      intro: "Your new password replaces the old one and signs you out everywhere else.",
      submit: "Change password",
      submitting: "Changing password...",
      changed: "Your password has been changed",
      expiredHeading: "This link has expired or was already used",
      expiredText:
        "A reset link works once, within one hour. Ask for a new one and we will send it right away.",
      askAgain: "Ask for a new link",
    },
  },
} as const;
