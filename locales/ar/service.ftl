# Arabic (ar) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

service-restarting = يُعاد تشغيل خدمة المباريات؛ لم يتغير شيء. أرسل الأمر مجددًا بعد لحظات.
service-busy = خدمة المباريات مشغولة جدًا فلا تستطيع الرد الآن؛ لم يتغير شيء. أرسل الأمر مجددًا بعد لحظات.
service-disk-full = لا تستطيع خدمة المباريات حفظ أي شيء الآن، لذا لم يتغير شيء. أُبلغ المشرف؛ أرسل الأمر مجددًا لاحقًا.
service-storage-failed = حدث خطأ من جهتنا؛ لم يتغير شيء. يُرجى المحاولة لاحقًا.
service-internal = حدث خطأ من جهتنا ولم يُنفَّذ أمرك؛ وقد سُجّل الخطأ. لم يتغير شيء.
service-conflict = تغيّرت الوضعية أثناء معالجة أمرك؛ انظر إلى الرقعة وحاول مرة أخرى.
service-corrupt = تتعذر قراءة السجل المحفوظ لتلك المباراة؛ لم يتغير شيء، ويمكن للمشرف معرفة السبب في سجل الأحداث.
service-already-handled = تمت معالجة هذا الأمر بالفعل.

service-slow-down = تمهّل: { $per_minute ->
        [zero] { $per_minute } أمر
        [one] أمر واحد
        [two] أمران
        [few] { $per_minute } أوامر
        [many] { $per_minute } أمرًا
       *[other] { $per_minute } أمر
    } في الدقيقة على الأكثر. لم يُنفَّذ هذا الأمر؛ أرسله مجددًا بعد دقيقة.

service-computer-name = هذا اسم الحاسوب؛ وهو يلعب نقلاته بنفسه. تحدَّه باستخدام { $challenge }.

service-no-game-here = ليست لديك مباراة هنا. ابدأ مباراة باستخدام { $challenge }.

service-stored-text = { $text }
