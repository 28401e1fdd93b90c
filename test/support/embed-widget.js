// An owner's external embed script (test/browser/embed.test.ts): it says it ran and leaves a global behind.
window.embedLog.push('external');
window.embedWidget = 'ready';
