/** Reloads the page; its own module so tests can stand in for the browser's navigation. */
export function reloadPage(): void {
  window.location.reload();
}
