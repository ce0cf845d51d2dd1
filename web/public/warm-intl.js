// Runs while the app's code downloads. A page's first Intl call loads the browser's locale data
// (50–80 ms of main thread on a desktop, four times that on a phone); react-aria makes that call
// when its code is evaluated, which would otherwise hold back the first screen.
Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
new Intl.Locale(navigator.language).maximize();
