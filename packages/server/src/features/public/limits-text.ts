export const logoutOnLimitFailure =
  "Limits of a tier (default: the caller's tier). The dashboard logs the user out when this call fails.";
