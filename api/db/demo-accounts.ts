// The accounts the local seed creates; shown on the sign-in screen only when
// the server runs on the embedded local data (LOCAL_DATA=true).
export const DEMO_ACCOUNTS = [
  {
    role: "user" as const,
    email: "demo@terrace.local",
    password: "demo1234",
    username: "demo",
    teamName: "Demo Dynamos",
    firstName: "Dana",
    lastName: "Demo",
    points: 750,
    securityQuestion: "What was the name of your first pet?",
    securityAnswer: "rex",
    avatar: "/images/avatars/avatar2.svg",
  },
  {
    role: "admin" as const,
    email: "admin@terrace.local",
    password: "admin1234",
    username: "admin",
    teamName: "Admin Albion",
    firstName: "Alex",
    lastName: "Admin",
    points: 500,
    securityQuestion: "In what city were you born?",
    securityAnswer: "london",
    avatar: "/images/avatars/avatar5.svg",
  },
];
