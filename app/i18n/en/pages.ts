/**
 * The labels around the information pages and the contact page. The information pages' own
 * long texts are in app/content/info-pages (sent by the server, not bundled).
 */
export const pages = {
  pages: {
    lastUpdated: "Last updated:",
    onThisPage: "On this page",
    help: {
      heading: "Still have a question?",
      text: "Write to us and a real person will answer within one business day.",
      link: "Contact us",
    },
    contact: {
      metaTitle: "Contact Us | Sweet Trip",
      metaDescription:
        "Questions about an order, a product or a wholesale request? Write to Sweet Trip: we answer within one business day.",
      title: "Contact Us",
      intro:
        "A question about an order, a product you cannot find, or a sweet idea? Send us a message and we will reply by e-mail.",
      formHeading: "Send us a message",
      requiredNote: "All fields are required.",
      name: "Name",
      email: "E-mail",
      subject: "Subject",
      message: "Message",
      messageCount: "{{count}} of {{max}} characters",
      honeypot: "Leave this field empty",
      submit: "Send message",
      sending: "Sending...",
      errors: {
        nameRequired: "Please enter your name.",
        nameTooLong: "Your name can be at most 100 characters.",
        nameInvalid: "Your name contains characters that can't be used (such as control characters).",
        emailRequired: "Please enter your e-mail address.",
        emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
        subjectRequired: "Please enter a subject.",
        subjectTooLong: "The subject can be at most 150 characters.",
        subjectInvalid: "The subject contains characters that can't be used (such as control characters).",
        messageTooShort: "Please write a message of at least 10 characters.",
        messageTooLong: "The message can be at most 5000 characters.",
        messageInvalid: "Your message contains characters that can't be used (such as control characters).",
        failed: "Your message could not be sent. Please try again in a moment.",
        limited_one: "You have sent several messages already. Please try again in {{count}} minute.",
        limited_other: "You have sent several messages already. Please try again in {{count}} minutes.",
      },
      sent: {
        heading: "Thank you, your message is on its way!",
        text: "We read every message and will reply by e-mail within one business day.",
        toast: "Message sent!",
      },
      details: {
        heading: "Other ways to reach us",
        emailLabel: "E-mail",
        responseLabel: "Response time",
        response: "Within one business day",
        hoursLabel: "Hours",
        hours: "Monday to Friday, 9 am to 5 pm Eastern Time",
        helpHeading: "Quick answers",
      },
    },
  },
} as const;
