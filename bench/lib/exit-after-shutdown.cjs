// Preloaded (node -r) into a built server whose CPU is profiled. On SIGTERM Nest closes the app,
// then sends the same signal to its own process to die of it; a process killed by a signal never
// writes its --cpu-prof profile. This listener stays when Nest removes its own, so the second
// SIGTERM ends the process with process.exit, which writes the profile.
let received = 0;
process.on('SIGTERM', () => {
  received += 1;
  if (received > 1) process.exit(0);
});
