package org.ichto.shell.ui;

import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.shell.game.PlainText;
import org.ichto.shell.session.SaveNotice;
import org.ichto.shell.ui.text.Texts;

import java.nio.file.Path;
import java.util.List;

/** The words of the notices above the game, in the window's language; what comes from files as plain text. */
final class NoticeWords {
    private NoticeWords() {
    }

    /** The kind of notice a save notice is: a newer one of its kind replaces the older (saving again, failing). */
    static String kind(SaveNotice n) {
        return switch (n.type()) {
            case NOT_SAVING, SAVING_AGAIN -> "autosave";
            case DAMAGED_SET_ASIDE, DAMAGED_LEFT -> "damaged." + n.game();
            case KEPT -> "kept." + n.game();
            case HELD_ELSEWHERE -> "elsewhere." + n.game();
        };
    }

    /** What a save notice says; {@code game} is the game's name. */
    static String text(SaveNotice n, Texts texts, String game) {
        return switch (n.type()) {
            case NOT_SAVING -> texts.format("notice.autosave.failing", n.detail(), n.file().getParent());
            case SAVING_AGAIN -> texts.get("notice.autosave.working");
            case DAMAGED_SET_ASIDE -> texts.format("notice.autosave.damaged", game, n.detail(), n.file());
            case DAMAGED_LEFT -> texts.format("notice.autosave.damagedLeft", game, n.detail(), n.file());
            case KEPT -> texts.format("notice.autosave.kept", game, n.detail());
            case HELD_ELSEWHERE -> texts.format("notice.autosave.elsewhere", game);
        };
    }

    /** The personal profiles of a game left out, one line each: the file's name and why. */
    static String skippedProfiles(Texts texts, String game, Path folder, List<ProfileLibrary.Skipped> skipped) {
        StringBuilder b = new StringBuilder(texts.format("notice.profiles", game, folder));
        for (ProfileLibrary.Skipped s : skipped) {
            b.append("\n\u2022 ").append(PlainText.clean(s.file(), 80)).append(": ")
                    .append(PlainText.message(s.reason(), 200));
        }
        return b.toString();
    }
}
