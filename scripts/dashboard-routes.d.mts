export const instanceRoutes: string[];
export const accountRoutes: string[];
export const dashboardRoutes: string[];
