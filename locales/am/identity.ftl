# Amharic (am) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

identity-no-code = የዘፈቀደ ኮድ መፍጠር አልተቻለም ({ $reason })፤ እንደገና ይሞክሩ።

identity-status-one = የሚጫወቱት በ{ $platform } ላይ እንደ { $handle } ብቻ ነው። { $link } በሌላ መድረክ ያለ መለያ ያገናኛል: { $platforms }።

identity-status-many = በእነዚህ መለያዎች አንድ ተጫዋች ነዎት: { $accounts }።

identity-account = { $handle } በ{ $platform }

identity-accounts = { $first }፣ { $rest }

identity-on-it-already = አስቀድመው በ{ $platform } ላይ ነዎት፤ በሌላ መድረክ ያለ መለያ ያገናኙ።

identity-linked-already = የእርስዎ የ{ $platform } መለያ { $handle } አስቀድሞ ተገናኝቷል፤ መጀመሪያ { $unlink } ይላኩ።

identity-you-are-already = በ{ $platform } ላይ አስቀድመው { $handle } ነዎት።

identity-your-account = የእርስዎ የ{ $platform } መለያ

identity-your-account-named = የእርስዎ የ{ $platform } መለያ { $handle }

identity-send-code = ለማገናኘት በአንድ ቀን ውስጥ { $send } ከሚከተለው መለያ ይላኩ: { $account }። ኮዱን ለማንም አያጋሩ: የላከው ማንኛውም ሰው እርስዎ ይሆናል።

identity-no-such-code = ኮድ { $code } የሚጠብቅ ግንኙነት የለም። ከሌላኛው መለያዎ { $link } በመላክ እንደገና ይጠይቁ።

identity-code-lapsed = ኮድ { $code } ጊዜው አልፏል (ኮዶች የሚያገለግሉት ለአንድ ቀን ነው)። ከሌላኛው መለያዎ { $link } በመላክ እንደገና ይጠይቁ።

identity-code-elsewhere = ኮድ { $code } የ{ $platform } መለያን ያገናኛል: እዚያ ይላኩት።

identity-code-for-another = ኮድ { $code } የ{ $platform } መለያ { $handle } ነው እንጂ የእርስዎ አይደለም።

identity-one-already = እነዚህ መለያዎች አስቀድመው አንድ ተጫዋች ናቸው።

identity-has-account-there = { $name } አስቀድመው የ{ $platform } መለያ አላቸው።

identity-have-met = እነዚህ መለያዎች እርስ በርስ ተጫውተዋል (ጨዋታ #{ $game })፤ ስለዚህ አንድ ተጫዋች ሊሆኑ አይችሉም።

identity-same-tournament = ሁለቱም መለያዎች በውድድር #{ $tournament } ይጫወታሉ፤ ስለዚህ አንድ ተጫዋች ሊሆኑ አይችሉም።

identity-linked = ተገናኝቷል: { $handle } በ{ $platform } እና { $other_handle } በ{ $other_platform } አሁን አንድ ተጫዋች ናቸው። ጨዋታዎችዎ፣ የደረጃ ነጥቦችዎ እና ውድድሮችዎ በሁለቱም ላይ አብረውዎት ይሆናሉ።

identity-own-account = { $handle } በ{ $platform } የዚህ ተጫዋች የራሱ መለያ ነው፤ ሌሎቹን ከእሱ ለማለያየት { $unlink } ይጠቀሙ።

identity-unlinked = ተለያይቷል: { $handle } በ{ $platform } በሚቀጥለው ጊዜ እንደ አዲስ ይጀምራል፤ ጨዋታዎችዎ እና የደረጃ ነጥቦችዎ እዚህ ከእርስዎ ጋር ይቆያሉ።

identity-none-linked = ከእርስዎ ጋር የተገናኘ የ{ $platform } መለያ የለም።
