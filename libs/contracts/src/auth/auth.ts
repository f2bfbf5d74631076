export interface AuthStatus {
  isAuthenticated: boolean;
  adminEnabled: boolean;
}

export interface LoginResult {
  success: boolean;
}

export interface AdminEnabledResult {
  adminEnabled: boolean;
}
