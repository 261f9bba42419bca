package org.ichto.shell.ai;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.shell.ai.ProfileNames.Problem;

/** What a personality of the player's own may be called. */
class ProfileNamesTest {
    private static final List<String> SHIPPED = List.of("balanced", "predator");

    @Test
    void aPlainFileNameIsAccepted() {
        assertThat(ProfileNames.checkId("my-breeder-2", SHIPPED)).isEmpty();
    }

    @Test
    void badFileNamesAreRefusedSayingWhy() {
        assertThat(ProfileNames.checkId("", SHIPPED)).contains(Problem.EMPTY);
        assertThat(ProfileNames.checkId("my_breeder", SHIPPED)).contains(Problem.UNDERSCORE);
        assertThat(ProfileNames.checkId("../evil", SHIPPED)).contains(Problem.CHARACTERS);
        assertThat(ProfileNames.checkId("a/b", SHIPPED)).contains(Problem.CHARACTERS);
        assertThat(ProfileNames.checkId("C:\\x", SHIPPED)).contains(Problem.CHARACTERS);
        assertThat(ProfileNames.checkId("<html>b", SHIPPED)).contains(Problem.CHARACTERS);
        assertThat(ProfileNames.checkId("Big", SHIPPED)).contains(Problem.CHARACTERS);
        assertThat(ProfileNames.checkId("-x", SHIPPED)).contains(Problem.CHARACTERS);
        assertThat(ProfileNames.checkId("expert", SHIPPED)).contains(Problem.BUILT_IN);
        assertThat(ProfileNames.checkId("random", SHIPPED)).contains(Problem.BUILT_IN);
        assertThat(ProfileNames.checkId("human", SHIPPED)).contains(Problem.BUILT_IN);
        assertThat(ProfileNames.checkId("predator", SHIPPED)).contains(Problem.SHIPPED);
        assertThat(ProfileNames.checkId("x".repeat(41), SHIPPED)).contains(Problem.TOO_LONG);
    }

    @Test
    void shownNamesMayNotHoldMarkupPathsOrCommentSigns() {
        assertThat(ProfileNames.checkName("Cautious Breeder 2")).isEmpty();
        assertThat(ProfileNames.checkName("Zoë’s fish")).isEmpty();
        assertThat(ProfileNames.checkName("  ")).contains(Problem.EMPTY);
        assertThat(ProfileNames.checkName("<html><b>Big</b>")).contains(Problem.MARKUP);
        assertThat(ProfileNames.checkName("../../etc/passwd")).contains(Problem.MARKUP);
        assertThat(ProfileNames.checkName("a\\b")).contains(Problem.MARKUP);
        assertThat(ProfileNames.checkName("Fish # 2")).contains(Problem.MARKUP);
        assertThat(ProfileNames.checkName("tab\there")).contains(Problem.MARKUP);
        assertThat(ProfileNames.checkName("right\u202Eleft")).contains(Problem.MARKUP);
        assertThat(ProfileNames.checkName("n".repeat(41))).contains(Problem.TOO_LONG);
        assertThat(ProfileNames.checkDescription("Lands and/or breeds.")).isEmpty();
        assertThat(ProfileNames.checkDescription("<b>bold</b>")).contains(Problem.MARKUP);
    }

    @Test
    void aFileNameIsSuggestedFromTheName() {
        assertThat(ProfileNames.suggestId("Cautious Breeder 2")).isEqualTo("cautious-breeder-2");
        assertThat(ProfileNames.suggestId("Zoë’s fish!")).isEqualTo("zoe-s-fish");
        assertThat(ProfileNames.suggestId("my_breeder")).isEqualTo("my-breeder");
    }
}
