/**
 * A local restaurant-booking vendor adapter script implementing Sitestack's vendor contract
 * (src/runtime/booking/booking-vendor.ts): it calls window.__sitestackBookingReady(vendor).
 * Test knobs in the query: mode=broken (calls back with nothing), mode=silent (never calls back).
 * Mounts are recorded on window.__testBookings for assertions.
 */
(function () {
  var params = new URL(document.currentScript.src).searchParams;
  var mounts = (window.__testBookings = window.__testBookings || []);
  var mode = params.get('mode');
  if (mode === 'silent') return;
  if (mode === 'broken') return window.__sitestackBookingReady(undefined);
  window.__sitestackBookingReady({
    mount: function (container, options) {
      var form = document.createElement('form');
      form.innerHTML = '<label>Guests <input name="guests" type="number" value="2"></label> <button type="button">Find a table</button>';
      container.append(form);
      var entry = { options: options, destroyed: false, resized: [] };
      mounts.push(entry);
      return {
        resize: function (wide) { entry.resized.push(wide); },
        destroy: function () { entry.destroyed = true; form.remove(); },
      };
    },
  });
})();
