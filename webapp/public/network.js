// Sends "Try again" back to the page the user was on, when the app passed it along.
const from = new URLSearchParams(location.search).get("from");
if (from && from.startsWith("/") && !from.startsWith("//")) {
  document.getElementById("retry").setAttribute("href", from);
}
