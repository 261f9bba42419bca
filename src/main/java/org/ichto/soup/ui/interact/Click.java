package org.ichto.soup.ui.interact;

import org.ichto.soup.rules.SoupDecision;

/** What a click on the board leads to. */
public sealed interface Click {

    /** A complete decision the rules list: play it. */
    record Play(SoupDecision decision) implements Click {
    }

    /**
     * Nothing legal here: the rules' sentence for the decision the click would have made, or, where the
     * click makes no decision at all, a key of the game's texts.
     *
     * @param why the rules' reason, or null
     * @param key a text key, or null
     */
    record Refused(String why, String key) implements Click {
        public static Refused rules(String why) {
            return new Refused(why, null);
        }

        public static Refused words(String key) {
            return new Refused(null, key);
        }
    }
}
