// A local captcha provider implementing the reCAPTCHA explicit-render contract
// (window.grecaptcha.render / getResponse / reset / ready), for tests and the demo.
// It draws a checkbox button; checking it completes the captcha with a token.
(() => {
  if (window.grecaptcha) return;
  const widgets = [];
  window.grecaptcha = {
    ready(callback) {
      setTimeout(callback, 0);
    },
    render(container, parameters) {
      if (!parameters || !parameters.sitekey) throw new Error('grecaptcha.render: missing sitekey');
      const id = widgets.length;
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('role', 'checkbox');
      button.setAttribute('aria-checked', 'false');
      button.dataset.size = parameters.size;
      button.className = 'test-captcha';
      button.textContent = "I'm not a robot";
      const widget = { token: '', button, parameters };
      button.addEventListener('click', () => {
        widget.token = `test-captcha-token-${id}-${Date.now()}`;
        button.setAttribute('aria-checked', 'true');
        if (typeof parameters.callback === 'function') parameters.callback(widget.token);
      });
      container.append(button);
      widgets.push(widget);
      return id;
    },
    getResponse(id = 0) {
      return widgets[id] ? widgets[id].token : '';
    },
    reset(id = 0) {
      const widget = widgets[id];
      if (!widget) return;
      widget.token = '';
      widget.button.setAttribute('aria-checked', 'false');
    },
  };
})();
