# Arabic (ar) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

identity-no-code = تعذّر إنشاء رمز عشوائي ({ $reason })؛ حاول مرة أخرى.

identity-status-one = تلعب باسم { $handle } على { $platform } فقط. استخدم { $link } لربط حساب على منصة أخرى: { $platforms }.

identity-status-many = أنت لاعب واحد بهذه الحسابات: { $accounts }.

identity-account = { $handle } على { $platform }

identity-accounts = { $first }، { $rest }

identity-on-it-already = أنت على { $platform } بالفعل: اربط حسابًا على منصة أخرى.

identity-linked-already = حسابك على { $platform } ({ $handle }) مربوط بالفعل؛ استخدم { $unlink } أولًا.

identity-you-are-already = أنت { $handle } على { $platform } بالفعل.

identity-your-account = حسابك على { $platform }

identity-your-account-named = حسابك على { $platform } ({ $handle })

identity-send-code = للربط، أرسل { $send } من { $account } خلال يوم واحد. لا تُطلع أحدًا على الرمز: من يرسله يصبح أنت.

identity-no-such-code = لا يوجد ربط ينتظر الرمز { $code }. اطلبه مجددًا باستخدام { $link } من حسابك الآخر.

identity-code-lapsed = انتهت صلاحية الرمز { $code } (صلاحية الرموز يوم واحد). اطلبه مجددًا باستخدام { $link } من حسابك الآخر.

identity-code-elsewhere = الرمز { $code } يربط حسابًا على { $platform }: أرسله هناك.

identity-code-for-another = الرمز { $code } مخصص لـ { $handle } على { $platform }، وليس لك.

identity-one-already = هذه الحسابات لاعب واحد بالفعل.

identity-has-account-there = لدى { $name } حساب على { $platform } بالفعل.

identity-have-met = لعبت هذه الحسابات بعضها ضد بعض (المباراة #{ $game })، لذا لا يمكن أن تكون لاعبًا واحدًا.

identity-same-tournament = يلعب الحسابان كلاهما في البطولة #{ $tournament }، لذا لا يمكن أن يكونا لاعبًا واحدًا.

identity-linked = تم الربط: أصبح { $handle } على { $platform } و { $other_handle } على { $other_platform } لاعبًا واحدًا الآن. مبارياتك وتقييماتك وبطولاتك تتبعك على كليهما.

identity-own-account = { $handle } على { $platform } هو الحساب الأصلي لهذا اللاعب؛ افصل الحسابات الأخرى عنه باستخدام { $unlink }.

identity-unlinked = تم فك الربط: سيبدأ { $handle } على { $platform } من جديد في المرة القادمة؛ تبقى مبارياتك وتقييماتك معك هنا.

identity-none-linked = لا يوجد حساب على { $platform } مربوط بك.
