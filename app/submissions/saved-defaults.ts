/** What a form starts with for a visitor who asked us to remember them. */
export interface SavedDefaults {
  name?: string;
  email?: string;
  saveInfo?: boolean;
}
